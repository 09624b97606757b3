// Issue 27: the Stripe adapter's credit grant against the local stand-in of Stripe's API: a
// negative customer balance transaction with the caller's idempotency key, so a repeat credits once.
import { describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../../../../tests/helpers/stripe-stand-in";
import { startStandInForFile } from "../../../../../tests/helpers/stripe-stand-in-setup";
import type { StripePaymentGateway } from "./stripe-payment-gateway";

let standIn: StripeStandIn;
let gateway: StripePaymentGateway;
startStandInForFile((s, g) => {
  standIn = s;
  gateway = g;
});

const input = (customerId: string, pence: number, idempotencyKey: string) => ({
  customerId,
  pence,
  idempotencyKey,
  description: "A month for a friend who joined",
});

describe("addCustomerCredit on Stripe", () => {
  it("adds a negative balance transaction in pounds sterling with the key, and answers the balance", async () => {
    const customerId = standIn.seedCustomer({ email: "amelia@example.com" }).id;
    expect(await gateway.addCustomerCredit(input(customerId, 3900, "referral-7-friend"))).toEqual({
      balancePence: 3900,
    });
    const [request] = standIn.requestsTo(
      "POST",
      `/v1/customers/${customerId}/balance_transactions`,
    );
    expect(request!.params).toMatchObject({
      amount: "-3900",
      currency: "gbp",
      description: "A month for a friend who joined",
      metadata: { idempotency_key: "referral-7-friend" },
    });
    expect(request!.headers["idempotency-key"]).toBe("referral-7-friend");
    expect(standIn.state.customers.get(customerId)?.balance).toBe(-3900);
    expect(await gateway.getCustomerCredit(customerId)).toBe(3900);
  });

  it("credits once when the same key is sent again, and adds up different keys", async () => {
    const customerId = standIn.seedCustomer({}).id;
    await gateway.addCustomerCredit(input(customerId, 2500, "k-a"));
    expect(await gateway.addCustomerCredit(input(customerId, 2500, "k-a"))).toEqual({
      balancePence: 2500,
    });
    expect(standIn.state.customers.get(customerId)?.balance).toBe(-2500);
    expect(await gateway.addCustomerCredit(input(customerId, 100, "k-b"))).toEqual({
      balancePence: 2600,
    });
    expect(await gateway.getCustomerCredit(customerId)).toBe(2600);
  });

  it("refuses an amount that is not whole pence above 0 without asking Stripe", async () => {
    const customerId = standIn.seedCustomer({}).id;
    for (const pence of [0, -1, 0.5])
      await expect(
        gateway.addCustomerCredit(input(customerId, pence, `x${pence}`)),
      ).rejects.toThrow(RangeError);
    expect(standIn.requests).toHaveLength(0);
  });
});
