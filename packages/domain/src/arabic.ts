/**
 * Arabic as search compares it (decision 41): the spellings shoppers use for the same word meet.
 * Hamza forms of alif (أ إ آ, and ٱ) become ا, taa marbuta ة becomes ه, alif maqsura ى becomes ي,
 * and the short-vowel marks (tashkeel, U+064B..U+065F and the superscript alif U+0670) and the
 * tatweel ـ (a stretch, not a letter) go. 'عبايه' and 'عَبايَة' both read 'عبايه'. Other text,
 * Latin included, comes back as it was.
 */
export function normalizeArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');
}
