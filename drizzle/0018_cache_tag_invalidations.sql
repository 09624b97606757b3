CREATE TABLE "cache_tag_invalidations" (
	"tag" text PRIMARY KEY NOT NULL,
	"invalidated_at" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_tag_invalidations_recorded_at_idx" ON "cache_tag_invalidations" USING btree ("recorded_at");