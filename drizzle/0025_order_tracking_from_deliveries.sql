-- The back office reads an order's tracking from order.delivery_tracking_number (spec 3.1), which
-- the warehouse's dispatch now writes (issue 25). Orders dispatched before get their latest
-- dispatched delivery's tracking code and carrier.
UPDATE "order" AS o SET "delivery_tracking_number" = d."tracking_code", "delivery_provider" = d."delivery_provider"
FROM (
  SELECT DISTINCT ON ("order_id") "order_id", "tracking_code", "delivery_provider"
  FROM "partial_order"
  WHERE "order_id" IS NOT NULL AND "tracking_code" IS NOT NULL AND "dispatched_at" IS NOT NULL
  ORDER BY "order_id", "dispatched_at" DESC, "id" DESC
) AS d
WHERE d."order_id" = o."id" AND o."delivery_tracking_number" IS NULL;
