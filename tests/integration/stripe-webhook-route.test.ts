import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhookPost } from "@/app/api/webhooks/payments/route";
import { resetEnvForTests } from "@/config/env";
import { paymentEvents } from "@/server/db/schema";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// With PAYMENT_PROVIDER=stripe the same webhook route verifies Stripe's own signature header.
const SECRET = "whsec_test_littlerobe_route";
const CONFIG = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_littlerobe_route",
  STRIPE_WEBHOOK_SECRET: SECRET,
  // Nothing may reach Stripe: an address where nothing listens.
  STRIPE_API_BASE_URL: "http://127.0.0.1:9",
};

describe(`the payment webhook with Stripe configured, on ${testDbKind}`, () => {
  let shop: RouteTestShop;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    shop = await openRouteTestShop();
    for (const [key, value] of Object.entries(CONFIG)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetEnvForTests();
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
    await shop?.close();
  });

  const event = (id: string) =>
    JSON.stringify({
      id,
      object: "event",
      type: "invoice.paid",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "in_test_1", object: "invoice" } },
    });
  const post = (body: string, signature: string | null) =>
    webhookPost(
      new Request(`${APP_URL}/api/webhooks/payments`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "stripe-signature": signature } : {}),
        },
        body,
      }),
    );
  const stored = (id: string) =>
    shop.handle.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));

  it("acknowledges an event Stripe signed, once, under Stripe's name", async () => {
    const body = event("evt_test_route_1");
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    const first = await post(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await post(body, signature).then((r) => r.status)).toBe(200);
    expect(await stored("evt_test_route_1")).toMatchObject([
      { provider: "stripe", type: "invoice.paid" },
    ]);
  });

  it("refuses a wrong secret, a tampered body and a missing header with 400, storing nothing", async () => {
    const body = event("evt_test_route_2");
    const wrong = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: "whsec_other",
    });
    const good = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    for (const [payload, signature] of [
      [body, wrong],
      [body.replace("in_test_1", "in_test_2"), good],
      [body, null],
    ] as const) {
      const response = await post(payload, signature);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "bad_request",
      );
    }
    expect(await stored("evt_test_route_2")).toEqual([]);
  });
});
