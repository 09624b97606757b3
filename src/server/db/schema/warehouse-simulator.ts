import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./columns";

// The simulated warehouse's own state (issue 11): it is a stand-in for another company's system,
// so it shares none of the shop's tables. Its times are on its own clock (real time × speed,
// plus any time a test moved it forward).
const simTime = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One row (id 1): the clock's anchor and the faults a test asked for. */
export const warehouseSimState = pgTable("warehouse_sim_state", {
  id: integer("id").primaryKey(),
  /** Real time and simulated time at the last anchor; now = sim + (real now − real) × speed. */
  anchor_real: simTime("anchor_real").notNull(),
  anchor_sim: simTime("anchor_sim").notNull(),
  /** The next `fault_count` API calls answer this way: 'error' (500), 'hang', 'malformed', 'duplicate'. */
  fault: text("fault"),
  fault_count: integer("fault_count").notNull().default(0),
});

/** Every event the warehouse reports, numbered: the number is the API's cursor. */
export const warehouseSimEvents = pgTable(
  "warehouse_sim_events",
  {
    id: id(),
    /** 'orders', 'returns' or 'goods_in'. */
    stream: text("stream").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    occurred_at: simTime("occurred_at").notNull(),
  },
  (t) => [index("warehouse_sim_events_stream_idx").on(t.stream, t.id)],
);

export const warehouseSimOrders = pgTable(
  "warehouse_sim_orders",
  {
    id: id(),
    idempotency_key: text("idempotency_key").notNull(),
    reference: text("reference").notNull(),
    delivery_provider: text("delivery_provider").notNull(),
    address: jsonb("address").$type<Record<string, unknown>>().notNull(),
    items: jsonb("items").$type<{ productItemId: number; sku: string }[]>().notNull(),
    /** accepted → dispatched → delivered, or problem. */
    status: text("status").notNull().default("accepted"),
    created_at: simTime("created_at").notNull(),
    dispatched_at: simTime("dispatched_at"),
    delivered_at: simTime("delivered_at"),
    tracking_code: text("tracking_code"),
    /** Set by the control endpoint: the order is reported as a problem instead of dispatched. */
    problem_note: text("problem_note"),
  },
  (t) => [
    uniqueIndex("warehouse_sim_orders_key").on(t.idempotency_key),
    index("warehouse_sim_orders_status_idx").on(t.status),
  ],
);

export const warehouseSimReturns = pgTable(
  "warehouse_sim_returns",
  {
    id: id(),
    idempotency_key: text("idempotency_key").notNull(),
    reference: text("reference").notNull(),
    created_at: simTime("created_at").notNull(),
  },
  (t) => [uniqueIndex("warehouse_sim_returns_key").on(t.idempotency_key)],
);

export const warehouseSimReturnItems = pgTable(
  "warehouse_sim_return_items",
  {
    id: id(),
    return_id: integer("return_id")
      .notNull()
      .references(() => warehouseSimReturns.id),
    product_item_id: integer("product_item_id").notNull(),
    sku: text("sku").notNull(),
    /** expected → received → cleaned, or problem. */
    status: text("status").notNull().default("expected"),
    received_at: simTime("received_at"),
    /** Set by the control endpoint: the garment is reported as a problem instead of cleaned. */
    problem_note: text("problem_note"),
  },
  (t) => [
    index("warehouse_sim_return_items_return_idx").on(t.return_id),
    index("warehouse_sim_return_items_status_idx").on(t.status),
  ],
);

/** Garments on the simulated shelf per SKU. */
export const warehouseSimStock = pgTable("warehouse_sim_stock", {
  sku: text("sku").primaryKey(),
  fulfilment_id: text("fulfilment_id").notNull(),
  available: integer("available").notNull().default(0),
});

export const warehouseSimRetirements = pgTable(
  "warehouse_sim_retirements",
  {
    id: id(),
    idempotency_key: text("idempotency_key").notNull(),
    product_item_id: integer("product_item_id").notNull(),
    barcode: text("barcode"),
    reason: text("reason").notNull(),
    disposition: text("disposition").notNull(),
  },
  (t) => [uniqueIndex("warehouse_sim_retirements_key").on(t.idempotency_key)],
);
