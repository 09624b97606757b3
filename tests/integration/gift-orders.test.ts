import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderGifting } from "@/server/db/schema";
import {
  createGiftOrder,
  getGiftOrder,
  updateGiftOrder,
} from "@/server/services/gifting/gift-orders";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const sender = {
  title: "Mrs",
  firstName: "Margaret",
  lastName: "Hart",
  email: "margaret@example.co.uk",
  phoneNumber: "07700 900123",
};
const recipient = { firstName: "Amelia", lastName: "Hart", email: "amelia@example.co.uk" };

describe(`gift orders (spec 4.9) on ${testDbKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("creates an order with the delivery date as text and answers the spec's message", async () => {
    const result = await createGiftOrder(database.db, {
      giftAmount: "50",
      sender,
      recipient,
      message: "Congratulations on little Rosie!",
      deliveryDate: new Date("2024-01-01T13:00:00Z"),
    });
    expect(result).toEqual({
      ok: true,
      message: "order place successfully",
      order_id: expect.any(Number),
    });
    if (!result.ok) return;
    const order = await getGiftOrder(database.db, result.order_id);
    expect(order).toMatchObject({
      status: "PAYMENT_PENDING",
      delivery_date: "Monday, January 1st 2024, 1:00:00 pm",
      coupon_value: "50.00",
      message: "Congratulations on little Rosie!",
      title_sender: "Mrs",
      first_name_sender: "Margaret",
      email_sender: "margaret@example.co.uk",
      phone_sender: "07700900123", // typed "07700 900123": stored by the one UK rule
      first_name_recipient: "Amelia",
      email_recipient: "amelia@example.co.uk",
      phone_recipient: null,
    });
  });

  it("refuses bad input with the section-5 messages and stores nothing", async () => {
    const before = (await database.db.select().from(orderGifting)).length;
    const result = await createGiftOrder(database.db, {
      giftAmount: "£50",
      sender: { ...sender, email: "not-an-email" },
      recipient: { ...recipient, firstName: "" },
      message: "x".repeat(501),
      deliveryDate: new Date(),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        giftAmount: { giftAmount: "Value must be a number" },
        sender: { email: "Please enter a valid email address" },
        recipient: { firstName: "required field" },
        message: { message: "Maximum 500 characters" },
      },
    });
    expect(await database.db.select().from(orderGifting)).toHaveLength(before);
  });

  it("can be updated and read by id", async () => {
    const created = await createGiftOrder(database.db, {
      giftAmount: "25",
      sender,
      recipient,
      message: "",
      deliveryDate: new Date(),
    });
    if (!created.ok) throw new Error("not created");
    const updated = await updateGiftOrder(database.db, created.order_id, {
      status: "PAID",
      payment_id: "pay_local_1",
    });
    expect(updated).toMatchObject({
      id: created.order_id,
      status: "PAID",
      payment_id: "pay_local_1",
    });
    expect(await getGiftOrder(database.db, created.order_id)).toMatchObject({ status: "PAID" });
    expect(await getGiftOrder(database.db, 999_999)).toBeNull();
    expect(await updateGiftOrder(database.db, 999_999, { status: "PAID" })).toBeNull();
  });
});
