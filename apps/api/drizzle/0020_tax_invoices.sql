-- Tax invoices and tax credit notes (issue 28, decision 34): each stored as issued, numbered from
-- one gapless counter per kind that the issuing transaction takes (a SEQUENCE leaves gaps on a
-- rollback), never changed or deleted once written. Orders placed before this migration have no
-- invoice until they reach a tax point again (a cash order's delivery).
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_kind_known" CHECK ("kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "document_counters_last_non_negative" CHECK ("last" >= 0)
);
--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "last") VALUES ('invoice', 0), ('credit_note', 0);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplied_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"emirate" text NOT NULL,
	"payment_method" text NOT NULL,
	"prices_include_vat" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"gross_fils" integer NOT NULL,
	CONSTRAINT "tax_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "tax_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "tax_invoices_amounts_consistent" CHECK ("net_fils" >= 0 AND "vat_fils" >= 0 AND "gross_fils" = "net_fils" + "vat_fils")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_seq_key" ON "tax_invoices" USING btree ("seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_key" ON "tax_invoices" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_order_key" ON "tax_invoices" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "tax_invoices_issued_idx" ON "tax_invoices" USING btree ("issued_at");
--> statement-breakpoint
CREATE TABLE "tax_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"emirate" text NOT NULL,
	"lines" jsonb NOT NULL,
	"before_gross_fils" integer NOT NULL,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"gross_fils" integer NOT NULL,
	"after_gross_fils" integer NOT NULL,
	CONSTRAINT "tax_credit_notes_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "tax_credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "tax_credit_notes_amounts_consistent" CHECK ("net_fils" >= 0 AND "vat_fils" >= 0 AND "gross_fils" = "net_fils" + "vat_fils" AND "after_gross_fils" = "before_gross_fils" - "gross_fils" AND "after_gross_fils" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_credit_notes_seq_key" ON "tax_credit_notes" USING btree ("seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_credit_notes_number_key" ON "tax_credit_notes" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_credit_notes_order_source_key" ON "tax_credit_notes" USING btree ("order_id", "source");
--> statement-breakpoint
CREATE INDEX "tax_credit_notes_issued_idx" ON "tax_credit_notes" USING btree ("issued_at");
--> statement-breakpoint
-- An issued document is kept as issued for the tax authority's five years: no UPDATE, no DELETE.
CREATE FUNCTION "tax_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a % row is never changed or deleted once issued', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tax_invoices_immutable" BEFORE UPDATE OR DELETE ON "tax_invoices"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "tax_credit_notes_immutable" BEFORE UPDATE OR DELETE ON "tax_credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_refuse_change"();
