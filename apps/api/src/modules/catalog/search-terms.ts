import {
  SEARCH_ALTERNATIVES_MAX,
  SEARCH_FUZZY_WORD_MIN_CHARS,
  SEARCH_FUZZY_WORDS_MAX,
  SEARCH_SIMILARITY_MIN,
  searchWords,
  withoutArabicArticles,
} from '@store/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { rowsOf } from '#db/rows';

/** A catalogue word close to a query word, with pg_trgm's similarity of the two (0 to 1). */
export interface Alternative {
  word: string;
  score: number;
}

/** A query word and the catalogue words that may stand in for it, closest first. */
export interface SearchTerm {
  word: string;
  alternatives: Alternative[];
}

/**
 * Each query word's close catalogue words, in one query through the trigram index of
 * `catalog_search_words` (migration 0027; words repeat rarely, GROUP BY reads each once). `%` (pg_trgm's default threshold, 0.3) lets the
 * index pick candidates; the explicit similarity keeps those at or above SEARCH_SIMILARITY_MIN.
 * A catalogue word that contains the query word is left out: the product it is in already has
 * the query word.
 */
export async function searchTerms(db: Db, q: string): Promise<SearchTerm[]> {
  const words = searchWords(q);
  const fuzzy = words
    .filter((w) => [...w].length >= SEARCH_FUZZY_WORD_MIN_CHARS)
    .slice(0, SEARCH_FUZZY_WORDS_MAX);
  const close = new Map<string, Alternative[]>();
  if (fuzzy.length > 0) {
    // One branch per word, the word a value the planner sees: it prices the trigram index for
    // that word's own trigrams, which it cannot do for words joined from a list.
    const branches = fuzzy.map(
      (w) => sql`(SELECT ${w}::text AS token, s.word,
          similarity(s.word, ${w})::float8 AS score
        FROM catalog_search_words s
        WHERE s.word % ${w} AND similarity(s.word, ${w}) >= ${SEARCH_SIMILARITY_MIN}
          AND strpos(s.word, ${w}) = 0
        GROUP BY s.word
        ORDER BY score DESC, s.word
        LIMIT ${SEARCH_ALTERNATIVES_MAX})`,
    );
    const rows = rowsOf<{ token: string; word: string; score: number }>(
      await db.execute(sql.join(branches, sql` UNION ALL `)),
    );
    for (const row of rows) {
      // Words kept before migration 0028 may still carry the Arabic article ('العبايات'); the
      // listing's search text has none (searchFold, decision 52), so each is read the same way.
      const word = withoutArabicArticles(row.word);
      const list = close.get(row.token) ?? [];
      if (word !== row.token && !list.some((a) => a.word === word)) {
        list.push({ word, score: Number(row.score) });
      }
      close.set(row.token, list);
    }
  }
  return words.map((word) => ({ word, alternatives: close.get(word) ?? [] }));
}

/**
 * How well a product's search text matches: 'exact' when it has every query word as typed, a
 * score (the sum over the words of 1 for a word as typed, else its closest alternative's
 * similarity) when every word is there as typed or as an alternative, null when one is missing.
 */
export function matchText(text: string, terms: readonly SearchTerm[]): 'exact' | number | null {
  let score = 0;
  let exact = true;
  for (const term of terms) {
    if (text.includes(term.word)) {
      score += 1;
      continue;
    }
    // Alternatives come closest first: the first one present is the best.
    const found = term.alternatives.find((a) => text.includes(a.word));
    if (!found) return null;
    exact = false;
    score += found.score;
  }
  return exact ? 'exact' : score;
}
