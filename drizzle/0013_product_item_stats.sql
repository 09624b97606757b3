CREATE TABLE "product_item_stats" (
	"product_item_id" integer PRIMARY KEY NOT NULL,
	"first_storage_at" timestamp with time zone,
	"returned_days" integer DEFAULT 0 NOT NULL,
	"last_return_date" date,
	"current_user_id" text,
	"current_start" date
);
--> statement-breakpoint
ALTER TABLE "product_item_stats" ADD CONSTRAINT "product_item_stats_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;