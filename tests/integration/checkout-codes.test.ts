import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CODE_UNKNOWN_MESSAGE,
  GIFT_CARD_HELD_MESSAGE,
  GIFT_CARD_USED_MESSAGE,
} from "@/domain/checkout/checkout-code";
import { giftCardExpiresAt } from "@/domain/gifting/gift-card-expiry";
import { TOO_MANY_CODE_ATTEMPTS_MESSAGE } from "@/domain/payments/sandbox-promotion";
import { order, orderGifting, sandboxCheckoutSessions, sandboxCoupons } from "@/server/db/schema";
import { checkCheckoutCode } from "@/server/services/checkout/checkout-code";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, ordersOf, PLANS, type CheckoutShop } from "./checkout-fixture";

// Issue 25: a gift card or promotion code typed at /checkout is checked there, says what is wrong
// with it, is held by the member's unpaid checkout (a gift card is single-use) and reaches the
// payment page already applied.

let shop: CheckoutShop;
let cards = 0;

/** A paid gift card whose coupon the provider has: `amountPence` off, working until `expiresAt`. */
async function addGiftCard({ amountPence = 1000, expiresAt = later(365), redeemed = 0 } = {}) {
  cards += 1;
  const code = `GIFT-TEST-${String(cards).padStart(4, "0")}`;
  const coupon = await shop.gateway.createCoupon({
    amountOffPence: amountPence,
    name: `Gift card test ${cards}`,
    code,
    expiresAt,
  });
  await shop.db
    .update(sandboxCoupons)
    .set({ times_redeemed: redeemed })
    .where(eq(sandboxCoupons.id, coupon.couponId));
  const [gift] = await shop.db
    .insert(orderGifting)
    .values({
      status: "SENT",
      coupon_value: (amountPence / 100).toFixed(2),
      coupon_code: code,
      coupon_id: coupon.couponId,
      expires_at: expiresAt,
      first_name_sender: "Margaret",
      last_name_sender: "Hart",
      email_sender: "margaret@example.co.uk",
      first_name_recipient: "Rosie",
      last_name_recipient: "Lane",
      email_recipient: "rosie@example.co.uk",
    })
    .returning({ id: orderGifting.id });
  return { code, giftId: gift!.id };
}

function later(days: number) {
  return new Date(shop.clock.now().getTime() + days * 86_400_000);
}

async function checkoutWith(code: string, userId?: string) {
  const member = userId ?? (await shop.addMember()).id;
  const product = await shop.addProduct([5]);
  const result = await shop.checkout(
    member,
    shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[0]!], code }),
  );
  return { member, result };
}

beforeAll(async () => {
  shop = await openCheckoutShop();
});
afterAll(async () => shop?.close());

describe(`a code typed at checkout, on ${testDbKind}`, () => {
  it("an unknown code is refused on its field, and nothing is ordered", async () => {
    const { member, result } = await checkoutWith("GIFT-NOPE-NOPE");
    expect(result).toEqual({
      kind: "invalid",
      message: CODE_UNKNOWN_MESSAGE,
      fields: { code: CODE_UNKNOWN_MESSAGE },
    });
    expect(await ordersOf(shop.db, member)).toHaveLength(0);
  });

  it("a used gift card says it was used; an expired one says on which day it expired", async () => {
    const used = await addGiftCard({ redeemed: 1 });
    expect((await checkoutWith(used.code)).result).toMatchObject({
      kind: "invalid",
      message: GIFT_CARD_USED_MESSAGE,
    });
    // Bought 3 March 2025: its last day was 3 March 2026.
    const expired = await addGiftCard({
      expiresAt: giftCardExpiresAt(new Date("2025-03-03T12:00:00Z")),
    });
    const { member, result } = await checkoutWith(expired.code.toLowerCase());
    expect(result).toEqual({
      kind: "invalid",
      message: "This gift card expired on 3 March 2026.",
      fields: { code: "This gift card expired on 3 March 2026." },
    });
    expect(await ordersOf(shop.db, member)).toHaveLength(0);
  });

  it("a valid gift card opens the payment page with its value off, and 'Pay' redeems it once", async () => {
    const { code, giftId } = await addGiftCard({ amountPence: 1000 });
    const { member, result } = await checkoutWith(code.toLowerCase());
    if (result.kind !== "payment") throw new Error(JSON.stringify(result));
    const [placed] = await ordersOf(shop.db, member);
    expect(placed).toMatchObject({ promotion_code: code, gift_card_id: giftId });
    const sessionId = await shop.sessionOf(result.orderId);
    const [session] = await shop.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    // The Single plan is £15 a month: £10 off the first.
    expect(session).toMatchObject({
      promotion_code: code,
      discount_pence: 1000,
      amount_pence: 1500,
      allow_promotion_codes: false,
    });
    expect(await shop.pay(result.orderId)).toMatchObject({ kind: "paid" });
    expect(await shop.gateway.getCheckoutSession(sessionId)).toMatchObject({
      status: "complete",
      amountTotalPence: 500,
      discountPence: 1000,
    });
    const [coupon] = await shop.db
      .select()
      .from(sandboxCoupons)
      .where(eq(sandboxCoupons.code, code));
    expect(coupon!.times_redeemed).toBe(1);
    // Used now: the next family is told so.
    expect((await checkoutWith(code)).result).toMatchObject({ message: GIFT_CARD_USED_MESSAGE });
  });

  it("an unpaid checkout holds its gift card: another member is refused, the same member may start again", async () => {
    const { code } = await addGiftCard();
    const first = await checkoutWith(code);
    expect(first.result.kind).toBe("payment");
    expect((await checkoutWith(code)).result).toEqual({
      kind: "invalid",
      message: GIFT_CARD_HELD_MESSAGE,
      fields: { code: GIFT_CARD_HELD_MESSAGE },
    });
    // 'Apply' tells another family at once, before anything is written.
    const other = (await shop.addMember()).id;
    const input = { code, userId: other, now: shop.clock.now() };
    expect(await checkCheckoutCode(shop.db, shop.gateway, input)).toEqual({
      ok: false,
      message: GIFT_CARD_HELD_MESSAGE,
    });
    expect(
      await checkCheckoutCode(shop.db, shop.gateway, { ...input, userId: first.member }),
    ).toMatchObject({ ok: true });
    // The member starts again (a second tab): the earlier checkout is replaced, the code kept.
    const again = await checkoutWith(code, first.member);
    expect(again.result.kind).toBe("payment");
    // Once that payment page is given up, the card is free for anyone.
    if (again.result.kind !== "payment") return;
    await shop.gateway.expireCheckoutSession(await shop.sessionOf(again.result.orderId));
    expect((await checkoutWith(code)).result.kind).toBe("payment");
  });

  it("wrong codes count against the payment page's limits (a 429 past them)", async () => {
    const member = (await shop.addMember()).id;
    const product = await shop.addProduct([5]);
    const attempts = {
      subjects: { address: "203.0.113.99", pageId: `checkout-${member}` },
      limits: { perAddress: 2, perPage: 2 },
    };
    const tryCode = (code: string) =>
      shop.checkout(
        member,
        shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[0]!], code }),
        { codeAttempts: attempts },
      );
    expect((await tryCode("WRONG-1")).kind).toBe("invalid");
    expect((await tryCode("WRONG-2")).kind).toBe("invalid");
    expect(await tryCode("WRONG-3")).toEqual({
      kind: "code_limited",
      message: TOO_MANY_CODE_ATTEMPTS_MESSAGE,
    });
  });

  it.skipIf(testDbKind !== "postgres")(
    "ten members racing with one gift card: exactly one checkout gets it (PostgreSQL)",
    async () => {
      const { code, giftId } = await addGiftCard();
      const members = await Promise.all(Array.from({ length: 10 }, () => shop.addMember()));
      const product = await shop.addProduct([20]);
      const results = await Promise.all(
        members.map((m, i) =>
          shop.checkout(
            m.id,
            shop.request({
              plan: PLANS.single.plan,
              lines: [product.variantIds[0]!],
              code,
              delivery: { firstName: `Racer${i}` },
            }),
          ),
        ),
      );
      expect(results.filter((r) => r.kind === "payment")).toHaveLength(1);
      for (const r of results.filter((r) => r.kind !== "payment"))
        expect(r).toMatchObject({ kind: "invalid", message: GIFT_CARD_HELD_MESSAGE });
      const holders = await shop.db.select().from(order).where(eq(order.gift_card_id, giftId));
      expect(holders).toHaveLength(1);
      expect(await shop.stockOf(product.variantIds[0]!)).toBe(19);
    },
  );
});

describe(`gift cards bought before expiry was kept, on ${testDbKind}`, () => {
  it("the migration gives each one its purchase day + 12 months, to the end of that UK day", async () => {
    const backfill = readFileSync("drizzle/0021_gift_card_expiry_and_checkout_codes.sql", "utf8")
      .split("--> statement-breakpoint")
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .find((statement) => statement.startsWith("UPDATE"))!;
    const bought = [
      new Date("2026-03-03T10:00:00Z"),
      new Date("2026-03-31T23:30:00Z"),
      new Date("2028-02-29T12:00:00Z"),
    ];
    await shop.db.transaction(async (tx) => {
      for (const created_at of bought)
        await tx.insert(orderGifting).values({
          created_at,
          expires_at: new Date(0),
          coupon_value: "10.00",
          first_name_sender: "Margaret",
          last_name_sender: "Hart",
          email_sender: "margaret@example.co.uk",
          first_name_recipient: "Rosie",
          last_name_recipient: "Lane",
          email_recipient: `backfill-${created_at.getTime()}@example.co.uk`,
        });
      // Only these rows: the other tests' cards keep theirs.
      await tx.execute(
        sql.raw(`${backfill.replace(/;$/, "")} WHERE "email_recipient" LIKE 'backfill-%'`),
      );
      const rows = await tx
        .select({ created: orderGifting.created_at, expires: orderGifting.expires_at })
        .from(orderGifting)
        .where(sql`${orderGifting.email_recipient} like 'backfill-%'`);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.expires).toEqual(giftCardExpiresAt(row.created));
    });
  });
});
