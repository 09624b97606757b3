import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as runJobsRoute } from "@/app/api/dev/jobs/route";
import { POST as giftRoute } from "@/app/api/gifting/route";
import { POST as promotionRoute } from "@/app/api/sandbox/checkout/[id]/promotion/route";
import { giftDeliveryDays } from "@/domain/gifting/gift-request";
import { orderGifting, sandboxCheckoutSessions, sandboxCoupons } from "@/server/db/schema";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// The gift card's routes through the request pipeline (issue 10): input parsed with the domain's
// schema, the forms' messages as fields, cross-site writes refused, the test-only hook closed.

function post(path: string, body: unknown, origin: string | null = APP_URL) {
  const headers = new Headers({ "content-type": "application/json" });
  if (origin) headers.set("origin", origin);
  return new Request(`${APP_URL}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

const gift = (overrides: Record<string, unknown> = {}) => ({
  giftAmount: "50",
  sender: { firstName: "Margaret", lastName: "Hart", email: "margaret@example.co.uk" },
  recipient: { firstName: "Rosie", lastName: "Lane", email: "rosie@example.co.uk" },
  message: "Congratulations!",
  deliveryDay: giftDeliveryDays(new Date())[1],
  ...overrides,
});

describe(`gift card routes on ${testDbKind}`, () => {
  let shop: RouteTestShop;
  beforeAll(async () => {
    shop = await openRouteTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("POST /api/gifting stores the gift and answers the spec's message and the payment page", async () => {
    const response = await giftRoute(post("/api/gifting", gift()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; order_id: number; url: string };
    expect(body).toEqual({
      message: "order place successfully",
      order_id: expect.any(Number),
      url: expect.stringMatching(/\/sandbox\/checkout\/cs_local_[0-9a-f]{24}$/),
    });
    const [row] = await shop.handle.db
      .select()
      .from(orderGifting)
      .where(eq(orderGifting.id, body.order_id));
    expect(row).toMatchObject({ status: "PAYMENT_PENDING", checkout_id: expect.any(String) });
  });

  it("refuses bad input with each field's message, and cross-site writes", async () => {
    const response = await giftRoute(
      post("/api/gifting", gift({ giftAmount: "£5", sender: { firstName: "M" } })),
    );
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      giftAmount: "Value must be a number",
      "sender.lastName": "required field",
      "sender.email": "required field",
    });
    const crossSite = await giftRoute(post("/api/gifting", gift(), "https://evil.example"));
    expect(crossSite.status).toBe(403);
  });

  it("'Apply' on the sandbox page previews a code, and names a used one", async () => {
    const id = `cs_local_${"a".repeat(24)}`;
    await shop.handle.db.insert(sandboxCheckoutSessions).values({
      id,
      mode: "subscription",
      amount_pence: 2500,
      description: "Subscription A, monthly",
      success_url: `${APP_URL}/checkout/confirmation`,
      cancel_url: `${APP_URL}/checkout`,
      expires_at: new Date(Date.now() + 30 * 60_000),
    });
    await shop.handle.db.insert(sandboxCoupons).values([
      { id: "co_local_fresh", code: "GIFT-FRES-HHHH", amount_off_pence: 1000 },
      { id: "co_local_used", code: "GIFT-USED-DDDD", amount_off_pence: 1000, times_redeemed: 1 },
    ]);
    const apply = (promotionCode: string) =>
      promotionRoute(post(`/api/sandbox/checkout/${id}/promotion`, { promotionCode }), {
        params: Promise.resolve({ id }),
      });
    const fresh = await apply("gift-fres-hhhh");
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ discountPence: 1000, totalPence: 1500, creditPence: 0 });
    const used = await apply("GIFT-USED-DDDD");
    expect(used.status).toBe(422);
    expect(((await used.json()) as { error: { message: string } }).error.message).toBe(
      "This promotion code is not valid, or has already been used.",
    );
  });

  it("the browser tests' clock hook is closed unless E2E_CLOCK is set", async () => {
    const response = await runJobsRoute(post("/api/dev/jobs", { at: new Date().toISOString() }));
    expect(response.status).toBe(404);
  });
});
