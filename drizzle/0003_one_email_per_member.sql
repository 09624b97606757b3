DROP INDEX "users_email_key";--> statement-breakpoint
-- A profile e-mail used to change without any check, so old rows may hold someone else's address:
-- each member's profile takes back the e-mail they log in with (unless another profile holds it).
UPDATE "users" SET "email" = lower("auth_user"."email")
FROM "auth_user"
WHERE "auth_user"."id" = "users"."id"
  AND "users"."email" <> lower("auth_user"."email")
  AND NOT EXISTS (SELECT 1 FROM "users" AS "other" WHERE lower("other"."email") = lower("auth_user"."email") AND "other"."id" <> "users"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));
