CREATE TABLE "sandbox_credit_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"pence" integer NOT NULL,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_credit_grants_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "sandbox_credit_grants_customer_idx" ON "sandbox_credit_grants" USING btree ("customer_id");