import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as codeRoute } from "@/app/api/checkout/code/route";
import { CODE_UNKNOWN_MESSAGE } from "@/domain/checkout/checkout-code";
import { TOO_MANY_CODE_ATTEMPTS_MESSAGE } from "@/domain/payments/sandbox-promotion";
import { PEER_ADDRESS_HEADER } from "@/server/auth/client-address";
import { orderGifting, sandboxCoupons } from "@/server/db/schema";
import { testDbKind } from "../helpers/test-db";
import { APP_URL, register, sessionCookie } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 25: 'Apply' beside the discount code at /checkout asks POST /api/checkout/code through the
// request pipeline: a member only, the code's value or what is wrong with it, wrong codes limited.

let shop: RouteTestShop;

async function apply(code: string, { cookie = shop.memberCookie, address = "10.9.0.1" } = {}) {
  const response = await codeRoute(
    new Request(`${APP_URL}/api/checkout/code`, {
      method: "POST",
      headers: {
        origin: APP_URL,
        "content-type": "application/json",
        [PEER_ADDRESS_HEADER]: address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ code }),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refused = (message: string) => ({
  error: { code: "validation_failed", message, fields: { code: message } },
});

beforeAll(async () => {
  shop = await openRouteTestShop();
  const gift = {
    status: "SENT" as const,
    first_name_sender: "Margaret",
    last_name_sender: "Hart",
    email_sender: "margaret@example.co.uk",
    first_name_recipient: "Rosie",
    last_name_recipient: "Lane",
    email_recipient: "rosie@example.co.uk",
  };
  // Bought 29 February 2024: its last day was 28 February 2025.
  const gone = new Date("2025-03-01T00:00:00Z");
  await shop.handle.db.insert(sandboxCoupons).values([
    { id: "co_local_route", code: "GIFT-ROUT-EEEE", amount_off_pence: 1500 },
    { id: "co_local_gone", code: "GIFT-GONE-EEEE", amount_off_pence: 1500, expires_at: gone },
  ]);
  await shop.handle.db.insert(orderGifting).values([
    {
      ...gift,
      coupon_value: "15.00",
      coupon_code: "GIFT-ROUT-EEEE",
      coupon_id: "co_local_route",
      expires_at: new Date("2099-01-01T00:00:00Z"),
    },
    {
      ...gift,
      coupon_value: "15.00",
      coupon_code: "GIFT-GONE-EEEE",
      coupon_id: "co_local_gone",
      expires_at: gone,
    },
  ]);
});

afterAll(async () => shop?.close());

describe(`'Apply' at /checkout, on ${testDbKind}`, () => {
  it("answers a gift card's value, whatever its letter case", async () => {
    expect(await apply(" gift-rout-eeee ")).toEqual({
      status: 200,
      body: { code: "GIFT-ROUT-EEEE", description: "Gift card: £15 off your first payment" },
    });
  });

  it("says what is wrong on the field: unknown, or expired with its last day", async () => {
    expect(await apply("GIFT-NOPE-NOPE")).toEqual({
      status: 422,
      body: refused(CODE_UNKNOWN_MESSAGE),
    });
    expect(await apply("GIFT-GONE-EEEE")).toEqual({
      status: 422,
      body: refused("This gift card expired on 28 February 2025."),
    });
  });

  it("is for signed-in members only", async () => {
    expect((await apply("GIFT-ROUT-EEEE", { cookie: "" })).status).toBe(401);
  });

  it("limits wrong codes per member's checkout: past 10 in 10 minutes, a 429", async () => {
    const cookie = sessionCookie(
      await register(shop.auth, "typist@example.com", "password-typist"),
    );
    // From many addresses (the address limit is the payment page's, tested there): the checkout's.
    const answers = [];
    for (let i = 1; i <= 11; i++)
      answers.push(await apply(`WRONG-${i}`, { cookie, address: `10.9.1.${i}` }));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(422));
    expect(answers.at(-1)).toEqual({
      status: 429,
      body: {
        error: {
          code: "rate_limited",
          message: TOO_MANY_CODE_ATTEMPTS_MESSAGE,
          fields: { code: TOO_MANY_CODE_ATTEMPTS_MESSAGE },
        },
      },
    });
  });
});
