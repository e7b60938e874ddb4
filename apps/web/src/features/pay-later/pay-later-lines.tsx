import { payLaterLines } from '@store/domain';

import { formatFils } from '@/lib/money';
import { useStoreConfig } from '@/lib/store-config';
import { payLaterText } from './pay-later-text';
import './pay-later.css';

/**
 * Each offered provider's instalment line for an amount ("or 4 interest-free payments of
 * AED 87.25 with Tabby"), only within that provider's minimum and maximum (the domain's rule);
 * nothing at all when no provider is offered or the amount is outside every one's limits.
 */
export default function PayLaterLines({ totalFils }: { totalFils: number }) {
  const enabled = useStoreConfig().data?.payLater ?? [];
  const lines = payLaterLines(totalFils, enabled);
  if (lines.length === 0) return null;
  return (
    <ul className="pay-later-lines" aria-label={payLaterText('linesLabel')}>
      {lines.map((line) => (
        <li
          key={line.method}
          className={`pay-later-lines__line pay-later-lines__line--${line.method}`}
        >
          {payLaterText('line', {
            count: String(line.count),
            amount: formatFils(line.eachFils),
            provider: payLaterText(line.method === 'tabby' ? 'tabbyName' : 'tamaraName'),
          })}
        </li>
      ))}
    </ul>
  );
}
