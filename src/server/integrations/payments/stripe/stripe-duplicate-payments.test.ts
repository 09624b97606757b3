import { describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../../../../tests/helpers/stripe-stand-in";
import type { StripePaymentGateway } from "./stripe-payment-gateway";
import {
  startStandInForFile,
  subscriptionCheckoutInput,
} from "../../../../../tests/helpers/stripe-stand-in-setup";

// Issue 23: a double click pays once. What the Stripe adapter sends so two checkouts of one member
// make one customer and one session per order, and how a duplicate subscription is given back.
let standIn: StripeStandIn;
let gateway: StripePaymentGateway;
startStandInForFile((s, g) => {
  standIn = s;
  gateway = g;
});

describe("one customer and one session however often they are asked for", () => {
  it("two customer creates at once with one idempotency key make one customer", async () => {
    const input = {
      userId: "17",
      email: "amelia@example.com",
      name: "Amelia Hart",
      idempotencyKey: "customer-17-abc",
    };
    // The stand-in's objects live for the whole file: count the ones this test makes.
    const customersBefore = standIn.state.customers.size;
    const [a, b] = await Promise.all([
      gateway.ensureCustomer(input),
      gateway.ensureCustomer(input),
    ]);
    expect(a.customerId).toBe(b.customerId);
    expect(standIn.state.customers.size - customersBefore).toBe(1);
    const keys = standIn
      .requestsTo("POST", "/v1/customers")
      .map((r) => r.headers["idempotency-key"]);
    expect(keys).toEqual(["customer-17-abc", "customer-17-abc"]);
  });

  it("a checkout session is created with the order's idempotency key; a retry answers the same session", async () => {
    const input = { ...subscriptionCheckoutInput(standIn), idempotencyKey: "checkout-order-42" };
    const sessionsBefore = standIn.state.checkoutSessions.size;
    const first = await gateway.createSubscriptionCheckout(input);
    const again = await gateway.createSubscriptionCheckout(input);
    expect(again).toEqual(first);
    expect(standIn.state.checkoutSessions.size - sessionsBefore).toBe(1);
    expect(
      standIn.requestsTo("POST", "/v1/checkout/sessions").map((r) => r.headers["idempotency-key"]),
    ).toEqual(["checkout-order-42", "checkout-order-42"]);
  });
});

/** The stand-in lives for the whole file: each test reads its own session's refunds. */
const refundsOf = (sessionId: string) =>
  [...standIn.state.refunds.values()].filter((r) => r.metadata.checkout_session === sessionId);

describe("refundSubscriptionCheckout", () => {
  async function paidSession() {
    const ref = await gateway.createSubscriptionCheckout(subscriptionCheckoutInput(standIn));
    const session = standIn.completeCheckoutSession(ref.id);
    return { sessionId: ref.id, subscriptionId: String(session.subscription) };
  }

  it("cancels the subscription at once and refunds its first payment in full", async () => {
    const { sessionId, subscriptionId } = await paidSession();
    const paid = Number(standIn.state.checkoutSessions.get(sessionId)!.amount_total);
    expect(paid).toBeGreaterThan(0);
    expect(await gateway.refundSubscriptionCheckout(sessionId)).toEqual({ refundedPence: paid });
    expect(standIn.state.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    const refunds = refundsOf(sessionId);
    expect(refunds.map((r) => [r.amount, r.reason])).toEqual([[paid, "duplicate"]]);
    expect(refunds[0]!.metadata).toEqual({ checkout_session: sessionId });
  });

  it("a repeated call (a retried job) refunds nothing more and cancels nothing twice", async () => {
    const { sessionId } = await paidSession();
    const first = await gateway.refundSubscriptionCheckout(sessionId);
    const second = await gateway.refundSubscriptionCheckout(sessionId);
    expect(second).toEqual(first);
    expect(refundsOf(sessionId)).toHaveLength(1);
    expect(standIn.requestsTo("DELETE", /^\/v1\/subscriptions\//)).toHaveLength(1);
  });
});
