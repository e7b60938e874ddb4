import { LOW_STOCK_THRESHOLD, adminStockBadge } from '@store/domain';

import { StatusBadge, type BadgeTone } from '@/admin/components/status-badge';
import { at } from '@/admin/i18n';

const TONES: Record<'out' | 'low' | 'in', BadgeTone> = {
  out: 'danger',
  low: 'warning',
  in: 'success',
};

/** 'N in stock', coloured out (0 or less), low (1 to 19) or in; the level is also in the title. */
export function StockBadge({ stock }: { stock: number }) {
  const badge = adminStockBadge(stock);
  return (
    <span title={at(`products.stockLevel.${badge.level}`)} data-level={badge.level}>
      <StatusBadge
        status={`stock-${badge.level}`}
        label={at('products.stock', { count: stock })}
        tone={TONES[badge.level]}
      />
    </span>
  );
}

/** 'Low' beside the total when any colour × size is at 5 or fewer, though the total is not. */
export function LowVariantBadge() {
  const title = at('stock.lowBadgeTitle', { threshold: LOW_STOCK_THRESHOLD });
  return (
    <span title={title} data-low-variant="">
      <StatusBadge status="stock-low-variant" label={at('stock.lowBadge')} tone="warning" />
      <span className="sr-only">: {title}</span>
    </span>
  );
}
