import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDayText } from "@/domain/gifting/gift-card-expiry";
import { POST as payRoute } from "@/app/api/sandbox/checkout/[id]/pay/route";
import { POST as promotionRoute } from "@/app/api/sandbox/checkout/[id]/promotion/route";
import {
  PROMOTION_CODE_REFUSED_MESSAGE,
  TOO_MANY_CODE_ATTEMPTS_MESSAGE,
} from "@/domain/payments/sandbox-promotion";
import { PEER_ADDRESS_HEADER } from "@/server/auth/client-address";
import { sandboxCheckoutSessions, sandboxCoupons } from "@/server/db/schema";
import { tryPromotionCode } from "@/server/services/payments/code-attempts";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 23: promotion codes cannot be guessed. Wrong codes are limited per client address and per
// payment page (10 in 10 minutes, then 429), counted in the database; an unknown and a used code
// get the same answer. An expired one says when it expired (issue 25).

const REFUSED = {
  error: {
    code: "validation_failed",
    message: PROMOTION_CODE_REFUSED_MESSAGE,
    fields: { promotionCode: PROMOTION_CODE_REFUSED_MESSAGE },
  },
};
const LIMITED = {
  error: {
    code: "rate_limited",
    message: TOO_MANY_CODE_ATTEMPTS_MESSAGE,
    fields: { promotionCode: TOO_MANY_CODE_ATTEMPTS_MESSAGE },
  },
};
const SUCCESS_CARD = { number: "4242 4242 4242 4242", expiry: "12 / 40", securityCode: "123" };
const DECLINED_CARD = { number: "4000 0000 0000 0002", expiry: "12 / 40", securityCode: "123" };

let shop: RouteTestShop;
let pages = 0;

async function newPage(): Promise<string> {
  pages += 1;
  const id = `cs_local_${pages.toString(16).padStart(24, "0")}`;
  await shop.handle.db.insert(sandboxCheckoutSessions).values({
    id,
    mode: "payment",
    amount_pence: 2500,
    description: "A gift card",
    success_url: `${APP_URL}/gifting/confirmation`,
    cancel_url: `${APP_URL}/gifting`,
    expires_at: new Date(Date.now() + 30 * 60_000),
    allow_promotion_codes: true,
  });
  return id;
}

function post(path: string, id: string, body: unknown, address: string) {
  return new Request(`${APP_URL}${path.replace("[id]", id)}`, {
    method: "POST",
    headers: {
      origin: APP_URL,
      "content-type": "application/json",
      [PEER_ADDRESS_HEADER]: address,
    },
    body: JSON.stringify(body),
  });
}

async function apply(id: string, promotionCode: string, address: string) {
  const response = await promotionRoute(
    post("/api/sandbox/checkout/[id]/promotion", id, { promotionCode }, address),
    { params: Promise.resolve({ id }) },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function pay(id: string, address: string, promotionCode?: string, card = SUCCESS_CARD) {
  const response = await payRoute(
    post("/api/sandbox/checkout/[id]/pay", id, { ...card, promotionCode }, address),
    { params: Promise.resolve({ id }) },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  await shop.handle.db.insert(sandboxCoupons).values([
    { id: "co_local_fresh", code: "GIFT-FRES-HHHH", amount_off_pence: 1000, max_redemptions: 1000 },
    { id: "co_local_used", code: "GIFT-USED-DDDD", amount_off_pence: 1000, times_redeemed: 1 },
    {
      id: "co_local_old",
      code: "GIFT-OLDD-EEEE",
      amount_off_pence: 1000,
      expires_at: new Date(Date.now() - 60_000),
    },
  ]);
});

afterAll(async () => shop.close());

describe(`a used and an unknown code get the same answer, on ${testDbKind}`, () => {
  it("on 'Apply' and on 'Pay'", async () => {
    const id = await newPage();
    for (const code of ["GIFT-USED-DDDD", "GIFT-NOPE-NOPE"]) {
      expect(await apply(id, code, "10.0.0.1"), code).toEqual({ status: 422, body: REFUSED });
      expect(await pay(id, "10.0.0.1", code), code).toEqual({ status: 422, body: REFUSED });
    }
  });

  it("an expired code says on which day it expired, on 'Apply' and on 'Pay'", async () => {
    const id = await newPage();
    const [old] = await shop.handle.db
      .select()
      .from(sandboxCoupons)
      .where(eq(sandboxCoupons.code, "GIFT-OLDD-EEEE"));
    const message = `This promotion code expired on ${lastDayText(old!.expires_at!)}.`;
    const expired = {
      error: { code: "validation_failed", message, fields: { promotionCode: message } },
    };
    expect(await apply(id, "GIFT-OLDD-EEEE", "10.0.0.2")).toEqual({ status: 422, body: expired });
    expect(await pay(id, "10.0.0.2", "GIFT-OLDD-EEEE")).toEqual({ status: 422, body: expired });
  });
});

describe(`wrong codes are limited, on ${testDbKind}`, () => {
  it("per payment page: the 11th wrong code in 10 minutes is a 429, and then even a right one; other pages are not held", async () => {
    const id = await newPage();
    for (let i = 1; i <= 10; i++) {
      // From ten addresses: only the page's count reaches its limit.
      expect((await apply(id, `GIFT-WRNG-${i}`, `10.1.0.${i}`)).status, `try ${i}`).toBe(422);
    }
    expect(await apply(id, "GIFT-WRNG-11", "10.1.0.11")).toEqual({ status: 429, body: LIMITED });
    expect(await apply(id, "GIFT-FRES-HHHH", "10.1.0.12")).toEqual({
      status: 429,
      body: LIMITED,
    });
    // 'Pay' with a code is held too, so it is no way round 'Apply'.
    expect(await pay(id, "10.1.0.12", "GIFT-FRES-HHHH")).toEqual({ status: 429, body: LIMITED });
    // Paying without a code is not: the card's own answer.
    expect((await pay(id, "10.1.0.12", undefined, DECLINED_CARD)).status).toBe(422);
    const other = await newPage();
    expect((await apply(other, "GIFT-FRES-HHHH", "10.1.0.12")).status).toBe(200);
  });

  it("per client address: the 11th wrong code from one address, over many pages, is a 429; other addresses are not held", async () => {
    for (let i = 1; i <= 10; i++) {
      expect((await apply(await newPage(), `GIFT-ADDR-${i}`, "10.2.0.1")).status).toBe(422);
    }
    const id = await newPage();
    expect(await apply(id, "GIFT-ADDR-11", "10.2.0.1")).toEqual({ status: 429, body: LIMITED });
    expect((await apply(id, "GIFT-FRES-HHHH", "10.2.0.2")).status).toBe(200);
  });

  it("a right code does not count: a parent who applies it again and again is never held", async () => {
    const id = await newPage();
    for (let i = 1; i <= 9; i++)
      expect((await apply(id, `GIFT-TYPO-${i}`, "10.3.0.1")).status).toBe(422);
    for (let i = 1; i <= 15; i++)
      expect((await apply(id, "GIFT-FRES-HHHH", "10.3.0.1")).status).toBe(200);
    expect((await apply(id, "GIFT-TYPO-10", "10.3.0.1")).status).toBe(422);
    expect((await apply(id, "GIFT-TYPO-11", "10.3.0.1")).status).toBe(429);
  });

  it("25 wrong codes at once on one page: exactly 10 are looked up, 15 are refused with 429", async () => {
    const id = await newPage();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => apply(id, `GIFT-RACE-${i}`, `10.4.0.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("the count starts again in the next 10-minute window", async () => {
    const limits = { perAddress: 2, perPage: 2 };
    const subjects = { address: "10.5.0.1", pageId: "cs_local_window" };
    const start = new Date("2030-01-01T10:00:00Z");
    const wrong = () =>
      tryPromotionCode(
        shop.handle.db,
        subjects,
        limits,
        async () => "wrong",
        () => false,
        start,
      );
    expect((await wrong()).kind).toBe("tried");
    expect((await wrong()).kind).toBe("tried");
    expect((await wrong()).kind).toBe("limited");
    const later = new Date(start.getTime() + 10 * 60_000);
    expect(
      (
        await tryPromotionCode(
          shop.handle.db,
          subjects,
          limits,
          async () => "wrong",
          () => false,
          later,
        )
      ).kind,
    ).toBe("tried");
  });
});
