import { normalizeArabic, withoutArabicArticles } from './arabic';

/**
 * Text as the storefront's search compares it, the catalogue's and a query's alike: lower case,
 * Arabic normalised (normalizeArabic) and its words without the Arabic article (decision 52).
 */
export function searchFold(text: string): string {
  return withoutArabicArticles(normalizeArabic(text.toLowerCase()));
}

/**
 * How the storefront's search reads a query (decision 46). A query is folded like the catalogue's
 * search text (searchFold) and split into words at spaces and ASCII
 * punctuation; a product matches when it has every word. The database's `search_words_of` splits
 * the catalogue's words by the same rule.
 */
export function searchWords(q: string): string[] {
  const folded = searchFold(q);
  const words = [...new Set(folded.split(WORD_BREAK).filter((w) => w !== ''))];
  // Punctuation alone ('---') is still a search, for itself, as it was before words.
  return words.length > 0 ? words : folded.trim() === '' ? [] : [folded.trim()];
}

/** Spaces and ASCII punctuation, as PostgreSQL's [[:space:][:punct:]] reads them. */
const WORD_BREAK = /[\s!-/:-@[-`{-~]+/;

/**
 * A catalogue word at least this similar to a query word (pg_trgm's similarity: shared trigrams
 * over all trigrams of the two) stands in for it: 'kaftn' and 'kaftan' are 0.44, 'abya' and 'abaya'
 * 0.375, while 'black' and 'blazer' are 0.3.
 */
export const SEARCH_SIMILARITY_MIN = 0.35;
/** Shorter words have too few trigrams to compare: they must be found as typed. */
export const SEARCH_FUZZY_WORD_MIN_CHARS = 3;
/** Only the first words of a long query are looked up for misspellings. */
export const SEARCH_FUZZY_WORDS_MAX = 8;
/** The closest catalogue words kept per query word. */
export const SEARCH_ALTERNATIVES_MAX = 6;
