-- Custom SQL migration file, put your code below! --
-- Issue 11: a garment's status cannot change without its history row, nor along a move the life
-- cycle does not allow, whatever code (or hand-typed SQL) makes the change. The allowed moves are
-- src/domain/garments/life-cycle.ts's table (a test keeps the two equal). The reason, orders,
-- return and user of a move come from the transaction-local setting littlerobe.garment_move,
-- which moveGarments() sets; a change made without it is still recorded, with no reason.
CREATE TABLE "product_item_transitions" (
  "from_status" "product_item_status" NOT NULL,
  "to_status" "product_item_status" NOT NULL,
  PRIMARY KEY ("from_status", "to_status")
);
--> statement-breakpoint
INSERT INTO "product_item_transitions" ("from_status", "to_status") VALUES
  ('INITIATED', 'STORAGE_APPROVE'),
  ('INITIATED', 'STORAGE'),
  ('INITIATED', 'PROBLEM'),
  ('STORAGE_APPROVE', 'STORAGE'),
  ('STORAGE_APPROVE', 'IN_CLEANING'),
  ('STORAGE_APPROVE', 'PROBLEM'),
  ('STORAGE_APPROVE', 'RESALE'),
  ('STORAGE_APPROVE', 'EX_HIRE'),
  ('STORAGE', 'HOLD'),
  ('STORAGE', 'STORAGE_HOLD'),
  ('STORAGE', 'IN_CLEANING'),
  ('STORAGE', 'PROBLEM'),
  ('STORAGE', 'RESALE'),
  ('STORAGE', 'EX_HIRE'),
  ('STORAGE', 'SOLD'),
  ('HOLD', 'CUSTOMER'),
  ('HOLD', 'STORAGE_HOLD'),
  ('HOLD', 'STORAGE'),
  ('HOLD', 'PROBLEM'),
  ('STORAGE_HOLD', 'HOLD'),
  ('STORAGE_HOLD', 'CUSTOMER'),
  ('STORAGE_HOLD', 'STORAGE'),
  ('STORAGE_HOLD', 'PROBLEM'),
  ('CUSTOMER', 'RETURNING'),
  ('CUSTOMER', 'SOLD'),
  ('CUSTOMER', 'PROBLEM'),
  ('RETURNING', 'IN_CLEANING'),
  ('RETURNING', 'STORAGE_APPROVE'),
  ('RETURNING', 'CUSTOMER'),
  ('RETURNING', 'PROBLEM'),
  ('IN_CLEANING', 'STORAGE_APPROVE'),
  ('IN_CLEANING', 'STORAGE'),
  ('IN_CLEANING', 'PROBLEM'),
  ('IN_CLEANING', 'RESALE'),
  ('IN_CLEANING', 'EX_HIRE'),
  ('PROBLEM', 'STORAGE_APPROVE'),
  ('PROBLEM', 'STORAGE'),
  ('PROBLEM', 'IN_CLEANING'),
  ('PROBLEM', 'CUSTOMER'),
  ('PROBLEM', 'RETURNING'),
  ('PROBLEM', 'RESALE'),
  ('PROBLEM', 'EX_HIRE'),
  ('PROBLEM', 'SOLD'),
  ('RESALE', 'SOLD'),
  ('RESALE', 'EX_HIRE'),
  ('RESALE', 'STORAGE'),
  ('RESALE', 'PROBLEM'),
  ('EX_HIRE', 'SOLD'),
  ('EX_HIRE', 'RESALE'),
  ('EX_HIRE', 'PROBLEM');
--> statement-breakpoint
-- Refuses a move the life cycle does not allow, and keeps the counters: a garment going from the
-- shelf (HOLD, STORAGE_HOLD) to a member is one more rental home; leaving the rental stock (resale,
-- ex-hire, sold) stamps expired_at, coming back to storage from resale clears it.
CREATE FUNCTION "product_items_guard_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "product_item_transitions"
    WHERE "from_status" = OLD."status" AND "to_status" = NEW."status"
  ) THEN
    RAISE EXCEPTION 'Garment % cannot move from % to %', OLD."id", OLD."status", NEW."status"
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."status" = 'CUSTOMER' AND OLD."status" IN ('HOLD', 'STORAGE_HOLD') THEN
    NEW."rental_homes" := OLD."rental_homes" + 1;
  END IF;
  IF NEW."status" IN ('RESALE', 'EX_HIRE', 'SOLD') THEN
    NEW."expired_at" := coalesce(OLD."expired_at", now());
  ELSIF NEW."status" = 'STORAGE' AND OLD."status" = 'RESALE' THEN
    NEW."expired_at" := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_items_guard_move"
  BEFORE UPDATE OF "status" ON "product_items"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "product_items_guard_move"();
--> statement-breakpoint
CREATE FUNCTION "product_items_record_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  move jsonb := nullif(current_setting('littlerobe.garment_move', true), '')::jsonb;
BEGIN
  -- A context left from an earlier move of another garment in this transaction is not this one's.
  IF (move ->> 'product_item_id')::integer IS DISTINCT FROM NEW."id" THEN
    move := NULL;
  END IF;
  INSERT INTO "product_items_history" (
    "product_item_id", "previous_status", "new_status", "previous_order_id", "new_order_id",
    "new_return_id", "changed_by_user_id", "change_reason"
  ) VALUES (
    NEW."id", OLD."status", NEW."status",
    (move ->> 'previous_order_id')::integer,
    (move ->> 'new_order_id')::integer,
    (move ->> 'new_return_id')::integer,
    move ->> 'changed_by_user_id',
    move ->> 'change_reason'
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_items_record_move"
  AFTER UPDATE OF "status" ON "product_items"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "product_items_record_move"();
--> statement-breakpoint
-- History is a record: rows are added, never rewritten.
CREATE FUNCTION "product_items_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Garment history cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_items_history_append_only"
  BEFORE UPDATE ON "product_items_history"
  FOR EACH ROW EXECUTE FUNCTION "product_items_history_append_only"();
