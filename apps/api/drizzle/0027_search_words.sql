-- The storefront's search finds a product from a misspelt word ('kaftn', 'abya'): each word of a
-- query that no product contains is compared by trigram similarity with the words the catalogue
-- uses, and the close ones are searched for in its place (docs/decisions/0046). Those words are
-- kept here, one row per word, folded like the in-memory listing's search text (lower case, Arabic
-- normalised as normalizeArabic does), so the lookup reads a few thousand short words through a
-- trigram index instead of every product. Words only ever arrive: one that no product uses any
-- more matches nothing in the listing, and costs a row.
CREATE FUNCTION "search_fold"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower("t"), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'آأإٱةى', 'ااااهي')
$$;
--> statement-breakpoint
-- Words are split at spaces and ASCII punctuation, as searchWords in the domain package splits a
-- query; words under 3 letters have too few trigrams to compare.
CREATE FUNCTION "search_words_of"("t" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_fold("t"), '[[:space:][:punct:]]+') AS w
  WHERE char_length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
-- No unique key: two product writes bringing the same new word at once then never wait on each
-- other (or deadlock); the rare duplicate is read once (SELECT DISTINCT).
CREATE TABLE "catalog_search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "add_search_words"("texts" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "catalog_search_words" ("word")
  SELECT DISTINCT w FROM unnest("texts") AS t, search_words_of(t) AS w
  WHERE NOT EXISTS (SELECT 1 FROM "catalog_search_words" s WHERE s."word" = w)
$$;
--> statement-breakpoint
-- One INSERT per statement, so an import of 10,000 products pays for its new words once.
CREATE FUNCTION "record_product_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(ARRAY(
    SELECT concat_ws(' ', "name", "name_ar", "brand", "category", "subcategory", "gender")
    FROM "changed_products"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "record_product_search_words"();
--> statement-breakpoint
-- An edit of a searched column, one row at a time: a checkout's stock change (every order)
-- touches none of them and costs nothing here.
CREATE FUNCTION "record_edited_product_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(ARRAY[concat_ws(' ', NEW."name", NEW."name_ar", NEW."brand", NEW."category", NEW."subcategory", NEW."gender")]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_updated" AFTER UPDATE OF "name", "name_ar", "brand", "category", "subcategory", "gender" ON "products" FOR EACH ROW EXECUTE FUNCTION "record_edited_product_search_words"();
--> statement-breakpoint
CREATE FUNCTION "record_color_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_words(ARRAY(SELECT DISTINCT "name" FROM "changed_colors"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_colors_search_words_inserted" AFTER INSERT ON "product_colors" REFERENCING NEW TABLE AS "changed_colors" FOR EACH STATEMENT EXECUTE FUNCTION "record_color_search_words"();
--> statement-breakpoint
CREATE TRIGGER "product_colors_search_words_updated" AFTER UPDATE ON "product_colors" REFERENCING NEW TABLE AS "changed_colors" FOR EACH STATEMENT EXECUTE FUNCTION "record_color_search_words"();
--> statement-breakpoint
-- The words of the products already there, before the indexes are built (one build each).
INSERT INTO "catalog_search_words" ("word")
SELECT DISTINCT w FROM (
  SELECT concat_ws(' ', "name", "name_ar", "brand", "category", "subcategory", "gender") AS t FROM "products"
  UNION ALL
  SELECT DISTINCT "name" FROM "product_colors"
) AS texts, search_words_of(texts.t) AS w;
--> statement-breakpoint
CREATE INDEX "catalog_search_words_word_idx" ON "catalog_search_words" ("word");
--> statement-breakpoint
-- fastupdate off: a new word goes straight into the index rather than a pending list, which only
-- a VACUUM merges (the embedded database has no autovacuum) and which, while it grows, makes the
-- planner price the index above reading the table. New words are rare, so the cost is nothing.
CREATE INDEX "catalog_search_words_trgm_idx" ON "catalog_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
