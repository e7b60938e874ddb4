import type { Language } from './mail-events';

/** The colour and size a replacement sends, and whether the shopper chose another (an exchange). */
export interface ReplacementVariant {
  color: string;
  size: string;
  /** Another colour or size than the item returned. */
  exchanged: boolean;
}

const WORDS: Record<Language, { send: string; exchange: string; nothing: string }> = {
  en: {
    send: 'You will receive',
    exchange: 'Exchanged for',
    nothing: 'Same product, same price: there is nothing to pay.',
  },
  ar: {
    send: 'ستستلم',
    exchange: 'الاستبدال بـ',
    nothing: 'المنتج نفسه بالسعر نفسه: لا يوجد أي مبلغ مستحق.',
  },
};

/**
 * The detail line naming the replacement's colour and size in a return's mail (received,
 * shipped, delivery code), or none for a wallet return.
 */
export function replacementDetails(
  replacement: ReplacementVariant | null | undefined,
  itemName: string | null,
  lang: Language,
): { label: string; value: string }[] {
  if (!replacement) return [];
  const words = WORDS[lang];
  const sep = lang === 'ar' ? '، ' : ', ';
  const variant = `${replacement.color}${sep}${replacement.size}`;
  return [
    {
      label: replacement.exchanged ? words.exchange : words.send,
      value: itemName ? `${itemName} (${variant})` : variant,
    },
  ];
}

/** The paragraph an exchange's mail adds: nothing to pay either way. */
export function exchangeNote(
  replacement: ReplacementVariant | null | undefined,
  lang: Language,
): string[] {
  return replacement?.exchanged ? [WORDS[lang].nothing] : [];
}
