import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const SPEC_TABLES: Record<string, string[]> = {
  users: [
    "id",
    "created_at",
    "username",
    "firstName",
    "lastName",
    "title",
    "babyName",
    "email",
    "contactNumber",
    "address1",
    "address2",
    "city",
    "postcode",
    "country",
    "role",
    "termsAccepted",
    "is_admin",
    "payment_customer_id",
    "payment_subscription_id",
    "payment_price_id",
  ],
  order: [
    "id",
    "user_id",
    "created_at",
    "status",
    "subscription_type",
    "checkout_id",
    "payment_subscription_id",
    "delivery_date",
    "delivery_status",
    "delivery_date_time",
    "return_date",
    "return_date_time",
    "internal_note",
    "ignore_stock_update",
    "delivery_provider",
    "delivery_tracking_number",
  ],
  order_gifting: [
    "id",
    "created_at",
    "status",
    "delivery_date",
    "delivery_status",
    "message",
    "payment_id",
    "coupon_id",
    "coupon_value",
    "internal_note",
    "title_sender",
    "first_name_sender",
    "last_name_sender",
    "email_sender",
    "phone_sender",
    "title_recipient",
    "first_name_recipient",
    "last_name_recipient",
    "email_recipient",
    "phone_recipient",
  ],
  order_product_variants: ["id", "created_at", "order_id", "product_variant_id"],
  products: [
    "id",
    "created_at",
    "updated_at",
    "published_at",
    "deleted_at",
    "archived_at",
    "name",
    "product_reference",
    "images",
    "description",
    "slug",
    "rrp",
    "orderKey",
    "accordion1_title",
    "accordion1",
    "accordion2_title",
    "accordion2",
    "accordion3_title",
    "accordion3",
  ],
  product_variants: [
    "id",
    "created_at",
    "updated_at",
    "deleted_at",
    "product_id",
    "sku",
    "stock",
    "static_stock",
    "size_id",
    "color_id",
    "fulfilment_id",
    "lifespan_base",
  ],
  product_variant_stock_updates: [
    "id",
    "created_at",
    "product_variant_id",
    "order_id",
    "new_stock",
    "old_stock",
  ],
  tags: ["id", "name", "type", "slug", "created_at", "order", "lifespan_impact"],
  product_tags: ["id", "created_at", "product_id", "tag_id"],
  variant_options: ["id", "name", "type", "slug", "metadata", "order"],
  user_product_favorites: ["id", "created_at", "product_id", "user_id"],
  api_logs: ["id", "created_at", "origin", "note", "status", "last_id_synced"],
  product_items: [
    "id",
    "created_at",
    "expired_at",
    "orId",
    "sku",
    "barcode",
    "fulfilment_rfid",
    "status",
    "product_variant_id",
    "history_big_days_user",
    "base_history_days",
    "history_rental_homes",
    "rental_homes",
    "wholesale_price",
    "sold_price",
  ],
  product_items_history: [
    "id",
    "product_item_id",
    "previous_status",
    "new_status",
    "previous_order_id",
    "new_order_id",
    "new_return_id",
    "changed_by_user_id",
    "change_reason",
    "createdAt",
  ],
  user_product_items: [
    "id",
    "product_item_id",
    "partial_order_id",
    "partial_return_id",
    "user_id",
    "product_variant_id",
  ],
  product_item_retirement: ["id", "product_item_id", "date", "reason", "fulfilment_retirement_id"],
  partial_order: [
    "id",
    "created_at",
    "date",
    "status",
    "user_id",
    "payment_checkout_id",
    "internal_note",
    "delivery_provider",
    "fulfilment_order_id",
    "fulfilment_processed_time",
    "fulfilment_error",
    "fulfilment_updated_at",
    "original_product_item_ids",
    "dispatched_at",
    "tracking_code",
  ],
  partial_return: [
    "id",
    "created_at",
    "date",
    "status",
    "user_id",
    "internal_note",
    "delivery_provider",
    "fulfilment_processed_time",
    "fulfilment_return_id",
    "item_quantity",
    "cancellation_reason",
    "original_product_item_ids",
  ],
};

describe(`schema on ${testDbKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(Object.entries(SPEC_TABLES))(
    "table %s has every field the spec lists and can be queried",
    async (table, fields) => {
      const rows = await queryRows<{ column_name: string }>(
        database.db,
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      const columns = rows.map((r) => r.column_name);
      expect(columns).toEqual(expect.arrayContaining(fields));
      const [count] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      expect(count?.n).toBe(0);
    },
  );

  it("stores order statuses as the ORDER_* values and refuses others", async () => {
    const rows = await queryRows<{ v: string }>(
      database.db,
      sql`select unnest(enum_range(null::order_status))::text as v`,
    );
    expect(rows.map((r) => r.v)).toEqual([
      "ORDER_PROBLEM",
      "ORDER_FINALISED",
      "ORDER_PLACED",
      "ORDER_ACTIVE",
      "ORDER_PLACED_PAYMENT_CANCELLED",
      "ORDER_PLACED_PAYMENT_PENDING",
      "ORDER_PROCESSING",
    ]);
    await expect(database.db.execute(sql`select 'ACTIVE'::order_status`)).rejects.toThrow();
  });
});
