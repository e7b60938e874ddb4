-- A product saved with an empty discount showed a percent off on its card (worked out from the two
-- prices) but had none for the discount filter, the offer pages and the sort (issue 31). Saving now
-- fills it in; this does the same for the products saved before. round() on numeric rounds half
-- away from zero, like discountPercent in the domain package.
UPDATE "products"
SET "discount" = round((("original_price_fils" - "price_fils") * 100)::numeric / "original_price_fils")::integer
WHERE "discount" IS NULL AND "original_price_fils" > "price_fils";
