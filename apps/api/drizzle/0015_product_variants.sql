-- Stock per colour and size. products.stock stays (the spec's clients read and send it) and is
-- the sum of the product's variants, kept by the trigger below in the same statement as every
-- variant write, so no writer can forget it (docs/decisions/0028). products.sizes_in_stock (the
-- product's sizes, in order, that have a variant above 0) is kept by the same trigger for the
-- in-memory listing's size facet, and stamps the listing only when it really changes.
CREATE TABLE "product_variants" (
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_pkey" PRIMARY KEY ("product_id", "color", "size"),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("stock" >= 0),
	CONSTRAINT "product_variants_sku_length" CHECK (char_length("sku") BETWEEN 1 AND 64)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" (lower("sku"));
--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" ("stock", "product_id");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- Today's stock spread over each product's colours × sizes in order, the first cells getting
-- the remainder (the create rule of spreadStock): every product keeps its total.
INSERT INTO "product_variants" ("product_id", "color", "size", "sku", "stock")
SELECT cell.product_id, cell.color, cell.size,
  left(cell.productid || '-' || upper(regexp_replace(btrim(cell.color), '\s+', '-', 'g')) || '-' || upper(regexp_replace(btrim(cell.size), '\s+', '-', 'g')), 64),
  cell.total / cell.cells + CASE WHEN cell.n <= cell.total % cell.cells THEN 1 ELSE 0 END
FROM (
  SELECT p.id AS product_id, p.productid, p.stock AS total, c.name AS color, s.size,
    row_number() OVER (PARTITION BY p.id ORDER BY c.position, s.ord) AS n,
    count(*) OVER (PARTITION BY p.id) AS cells
  FROM "products" p
  JOIN "product_colors" c ON c.product_id = p.id
  CROSS JOIN LATERAL unnest(p.sizes) WITH ORDINALITY AS s(size, ord)
) cell;
--> statement-breakpoint
UPDATE "products" p SET "sizes_in_stock" = ARRAY(
  SELECT s.size FROM unnest(p.sizes) WITH ORDINALITY AS s(size, ord)
  WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v.product_id = p.id AND v.size = s.size AND v.stock > 0)
  ORDER BY s.ord);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sync_product_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The products whose variants this statement wrote, in id order (the order checkouts lock
  -- them in), each given its variants' sum and its sizes in stock.
  IF TG_OP = 'DELETE' THEN
    UPDATE "products" p SET "stock" = t.total, "sizes_in_stock" = t.sizes
    FROM (SELECT id, (SELECT coalesce(sum(v.stock), 0) FROM "product_variants" v WHERE v.product_id = id)::int AS total,
            "product_sizes_in_stock"(id) AS sizes
          FROM (SELECT DISTINCT product_id AS id FROM "old_variants") ids) t
    WHERE p.id = t.id;
  ELSE
    UPDATE "products" p SET "stock" = t.total, "sizes_in_stock" = t.sizes
    FROM (SELECT id, (SELECT coalesce(sum(v.stock), 0) FROM "product_variants" v WHERE v.product_id = id)::int AS total,
            "product_sizes_in_stock"(id) AS sizes
          FROM (SELECT DISTINCT product_id AS id FROM "new_variants") ids) t
    WHERE p.id = t.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_sizes_in_stock"(pid uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(s.size ORDER BY s.ord), '{}'::text[])
  FROM "products" p CROSS JOIN LATERAL unnest(p.sizes) WITH ORDINALITY AS s(size, ord)
  WHERE p.id = pid
    AND EXISTS (SELECT 1 FROM "product_variants" v WHERE v.product_id = pid AND v.size = s.size AND v.stock > 0)
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_sync_inserted" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS "new_variants" FOR EACH STATEMENT EXECUTE FUNCTION "sync_product_stock"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_sync_updated" AFTER UPDATE ON "product_variants" REFERENCING NEW TABLE AS "new_variants" FOR EACH STATEMENT EXECUTE FUNCTION "sync_product_stock"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_sync_deleted" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS "old_variants" FOR EACH STATEMENT EXECUTE FUNCTION "sync_product_stock"();
--> statement-breakpoint
-- The in-memory listing reads sizes_in_stock: a sale that sells out a size re-lists its product,
-- any other sale does not (docs/decisions/0018 keeps checkouts off the listing).
CREATE TRIGGER "products_stamp_sizes_in_stock" BEFORE UPDATE OF "sizes_in_stock" ON "products" FOR EACH ROW WHEN (OLD."sizes_in_stock" IS DISTINCT FROM NEW."sizes_in_stock") EXECUTE FUNCTION "stamp_product_listing"();
--> statement-breakpoint
-- A picked-up return the shop owner marks resellable puts its unit back to its variant once.
ALTER TABLE "return_requests" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;
