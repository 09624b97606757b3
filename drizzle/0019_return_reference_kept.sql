ALTER TABLE "partial_return" ADD COLUMN "partner_return_reference" text;--> statement-breakpoint
-- Returns the partner already took had our reference replaced by theirs: theirs moves beside it
-- and ours (the one the member was e-mailed) comes back.
UPDATE "partial_return" SET "partner_return_reference" = "return_reference", "return_reference" = 'LR-R-' || lpad("id"::text, 6, '0') WHERE "fulfilment_return_id" IS NOT NULL AND "return_reference" IS NOT NULL AND "return_reference" NOT LIKE 'LR-R-%';
