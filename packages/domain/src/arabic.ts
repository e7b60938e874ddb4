/**
 * Arabic as search compares it (decision 41): the spellings shoppers use for the same word meet.
 * Hamza forms of alif (أ إ آ, and ٱ) become ا, taa marbuta ة becomes ه, alif maqsura ى becomes ي,
 * and the short-vowel marks (tashkeel, U+064B..U+065F and the superscript alif U+0670) and the
 * tatweel ـ (a stretch, not a letter) go. 'عبايه' and 'عَبايَة' both read 'عبايه'. Other text,
 * Latin included, comes back as it was.
 */
export function normalizeArabic(text: string): string {
  // One pass, and none for text without a letter to fold (English names, most queries): the
  // listing normalises every product's search text when an instance loads 100,000 of them.
  return FOLDED.test(text) ? text.replace(FOLDED_ALL, fold) : text;
}

// The tashkeel, superscript alif and tatweel; then hamza'd alifs, taa marbuta and alif maqsura.
const FOLDED = /[\u064B-\u065F\u0670\u0640\u0622\u0623\u0625\u0671\u0629\u0649]/;
const FOLDED_ALL = new RegExp(FOLDED.source, 'g');
const INTO: Readonly<Record<string, string>> = {
  '\u0622': '\u0627',
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0671': '\u0627',
  '\u0629': '\u0647',
  '\u0649': '\u064A',
};
/** A hamza'd alif, taa marbuta or alif maqsura becomes its plain letter; a mark goes. */
const fold = (ch: string) => INTO[ch] ?? '';

/**
 * Arabic words without their definite article, as search compares them (decision 52): 'العبايه'
 * reads 'عبايه', and 'والعبايه', 'بالذهبي' read 'عبايه', 'ذهبي'. The article (ال, or وال and
 * بال, 'and the', 'with the') goes only from the start of a word and only when two letters or
 * more remain, so 'ال' itself and three-letter words such as 'الم' stay. Applied after
 * normalizeArabic, to the catalogue's text and to a query alike, so both sides meet.
 */
export function withoutArabicArticles(text: string): string {
  return text.includes('\u0627\u0644') ? text.replace(ARTICLE, '') : text;
}

// At the start of the text or after a space or ASCII punctuation (searchWords' word breaks),
// then و or ب perhaps, ال, and two Arabic letters after it.
const ARTICLE = /(?<![^\s!-/:-@[-`{-~])[\u0648\u0628]?\u0627\u0644(?=[\u0621-\u064A]{2})/g;
