ALTER TABLE "partial_order" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partial_return" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "partial_return" ADD COLUMN "return_reference" text;--> statement-breakpoint
ALTER TABLE "partial_return" ADD COLUMN "label_url" text;--> statement-breakpoint
ALTER TABLE "partial_return" ADD COLUMN "received_at" timestamp with time zone;