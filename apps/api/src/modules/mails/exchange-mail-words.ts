import type { ReplacementVariant } from './mail-events';
import type { MailWords } from './mail-text';

/**
 * The detail line naming the replacement's colour and size in a return's mail (received,
 * shipped, delivery code), or none for a wallet return.
 */
export function replacementDetails(
  { t }: MailWords,
  replacement: ReplacementVariant | null | undefined,
  itemName: string | null,
): { label: string; value: string }[] {
  if (!replacement) return [];
  const { color, size } = replacement;
  return [
    {
      label: t(replacement.exchanged ? 'replacement.exchange' : 'replacement.send'),
      value: itemName
        ? t('replacement.item', { item: itemName, color, size })
        : t('replacement.variant', { color, size }),
    },
  ];
}

/** The paragraph an exchange's mail adds: nothing to pay either way. */
export function exchangeNote(
  { t }: MailWords,
  replacement: ReplacementVariant | null | undefined,
): string[] {
  return replacement?.exchanged ? [t('replacement.nothing_to_pay')] : [];
}
