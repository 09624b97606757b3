ALTER TABLE "order" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refunded_pence" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "refunded_pence" integer;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD CONSTRAINT "sandbox_customers_idempotency_key_unique" UNIQUE("idempotency_key");