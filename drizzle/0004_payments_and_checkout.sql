CREATE TABLE "member_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"customer_id" text NOT NULL,
	"price_id" text,
	"status" text NOT NULL,
	"paused_until" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancellation_reason" text,
	"current_period_end" timestamp with time zone,
	"provider_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" text,
	"customer_email" text,
	"price_id" text,
	"amount_pence" integer NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"client_reference_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allow_promotion_codes" boolean DEFAULT true NOT NULL,
	"promotion_code" text,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"subscription_id" text,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_off_pence" integer NOT NULL,
	"max_redemptions" integer DEFAULT 1 NOT NULL,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"user_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"delivered_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text NOT NULL,
	"paused_until" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancellation_reason" text,
	"current_period_end" timestamp with time zone,
	"credit_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partial_order" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "partial_order" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD CONSTRAINT "member_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_subscriptions_user_idx" ON "member_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_subscriptions_customer_idx" ON "member_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_status_idx" ON "sandbox_checkout_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_events_pending_idx" ON "sandbox_events" USING btree ("delivered_at","created_at");--> statement-breakpoint
ALTER TABLE "partial_order" ADD CONSTRAINT "partial_order_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partial_order_order_id_idx" ON "partial_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "partial_order_pending_expiry_idx" ON "partial_order" USING btree ("status","payment_expires_at");