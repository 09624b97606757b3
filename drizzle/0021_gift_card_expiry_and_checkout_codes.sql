ALTER TABLE "order" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "order_gifting" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Gift cards bought before expiry was kept: the end of the UK day 12 months after purchase
-- (29 February gives 28 February), the rule of src/domain/gifting/gift-card-expiry.ts.
UPDATE "order_gifting" SET "expires_at" = ((("created_at" AT TIME ZONE 'Europe/London')::date + interval '12 months')::date + 1)::timestamp AT TIME ZONE 'Europe/London';--> statement-breakpoint
ALTER TABLE "order_gifting" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_gift_card_id_order_gifting_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."order_gifting"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_gift_card_pending_key" ON "order" USING btree ("gift_card_id") WHERE "order"."status" = 'ORDER_PLACED_PAYMENT_PENDING';