-- Search reads the Arabic article off words (docs/decisions/0052): 'العباية' is searched as
-- 'عبايه', as the listing's search text and a query are folded by searchFold in the domain
-- package. The misspelling index keeps its words the same way, or a misspelt 'جلابيا' would be
-- compared with 'الجلابيه' (too far apart) instead of 'جلابيه'. A word loses a leading ال, وال or
-- بال when two Arabic letters or more remain, once, as withoutArabicArticles does.
CREATE OR REPLACE FUNCTION "search_words_of"("t" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM (
    SELECT regexp_replace(w, '^[وب]?ال(?=[ء-ي]{2})', '') AS w
    FROM regexp_split_to_table(search_fold("t"), '[[:space:][:punct:]]+') AS w
  ) AS words
  WHERE char_length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
-- The words already kept, read the new way. The old spellings stay (words only ever arrive,
-- decision 46): the server reads any word the index proposes without its article too.
INSERT INTO "catalog_search_words" ("word")
SELECT DISTINCT w FROM (
  SELECT regexp_replace("word", '^[وب]?ال(?=[ء-ي]{2})', '') AS w FROM "catalog_search_words"
) AS words
WHERE char_length(w) >= 3
  AND NOT EXISTS (SELECT 1 FROM "catalog_search_words" s WHERE s."word" = words.w);
