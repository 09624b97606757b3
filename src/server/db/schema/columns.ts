import { customType, integer, numeric, timestamp } from "drizzle-orm/pg-core";

export const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
export const createdAt = (name = "created_at") =>
  timestamp(name, { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const optionalTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "date" });
/** Money in pounds, two decimals. Drizzle returns numeric as a string; services convert. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** Bytes (an image, a PDF); PGlite hands back a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
