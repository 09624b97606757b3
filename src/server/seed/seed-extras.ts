import { giftCardExpiresAt } from "@/domain/gifting/gift-card-expiry";
import type { ApiLogOrigin, ApiLogStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { apiLogs, orderGifting } from "@/server/db/schema";
import { at } from "./seed-dates";

const API_LOGS: {
  day: string;
  origin: ApiLogOrigin;
  status: ApiLogStatus;
  note: string;
  lastId: string | null;
}[] = [
  {
    day: "2026-10-30",
    origin: "stockSync",
    status: "SUCCESS",
    note: "Stock levels synced for 412 variants",
    lastId: "ACS-STK-88211",
  },
  {
    day: "2026-10-31",
    origin: "stockSync",
    status: "NEW_STOCK",
    note: "New stock booked in: 6 garments",
    lastId: "ACS-STK-88240",
  },
  {
    day: "2026-11-01",
    origin: "stockSync",
    status: "NO_UPDATE",
    note: "No stock changes since last sync",
    lastId: "ACS-STK-88240",
  },
  {
    day: "2026-10-31",
    origin: "orderSync",
    status: "SUCCESS",
    note: "3 deliveries marked as dispatched",
    lastId: "ACS-ORD-10012",
  },
  {
    day: "2026-11-01",
    origin: "returnSync",
    status: "NO_UPDATE",
    note: "No returns received",
    lastId: "ACS-RET-20011",
  },
  {
    day: "2026-10-29",
    origin: "returnSync",
    status: "SUCCESS",
    note: "1 return received and sent to cleaning",
    lastId: "ACS-RET-20009",
  },
  {
    day: "2026-10-28",
    origin: "acsCreateOrder",
    status: "ERROR",
    note: "Warehouse rejected the order: postcode could not be validated",
    lastId: null,
  },
  {
    day: "2026-10-28",
    origin: "acsCreateOrder",
    status: "SUCCESS",
    note: "Order sent to the warehouse",
    lastId: "ACS-ORD-10013",
  },
  {
    day: "2026-10-25",
    origin: "retirementSync",
    status: "SUCCESS",
    note: "2 garments retired from hire",
    lastId: "RET-0000412",
  },
];

/** The warehouse sync log and a gift voucher order. */
export async function seedExtras(db: Executor): Promise<{ apiLogs: number; giftOrders: number }> {
  await db.insert(apiLogs).values(
    API_LOGS.map((log, i) => ({
      created_at: at(log.day, `0${i % 10}:15`),
      origin: log.origin,
      status: log.status,
      note: log.note,
      last_id_synced: log.lastId,
    })),
  );
  await db.insert(orderGifting).values({
    created_at: at("2026-10-12", "14:22"),
    expires_at: giftCardExpiresAt(at("2026-10-12", "14:22")),
    status: "PAID",
    delivery_date: "Friday, December 18th 2026, 10:00:00 am",
    delivery_status: "Scheduled",
    message:
      "Happy first Christmas, little one! A few months of cosy outfits from Granny and Grandad. Lots of love x",
    payment_id: "pi_local_gift_0001",
    coupon_id: "GIFT-LOCAL-0001",
    coupon_value: "90.00",
    title_sender: "Mrs",
    first_name_sender: "Margaret",
    last_name_sender: "Hart",
    email_sender: "margaret.hart@example.co.uk",
    phone_sender: "07700 900987",
    title_recipient: "Mrs",
    first_name_recipient: "Eleanor",
    last_name_recipient: "Price",
    email_recipient: "eleanor.price@example.co.uk",
    phone_recipient: "07700 900111",
  });
  return { apiLogs: API_LOGS.length, giftOrders: 1 };
}
