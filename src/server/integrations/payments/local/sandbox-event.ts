import { z } from "zod";
import type { PaymentEvent } from "../payment-gateway";

const date = z.coerce.date();

const session = z.object({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  mode: z.enum(["subscription", "payment"]),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  paymentId: z.string().nullable(),
  reference: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  amountTotalPence: z.number().int().nullable(),
  // Events written before the field existed have none.
  discountPence: z.number().int().nonnegative().default(0),
});

const subscription = z.object({
  id: z.string(),
  customerId: z.string(),
  priceId: z.string().nullable(),
  status: z.string(),
  pausedUntil: date.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancellationReason: z.string().nullable(),
  currentPeriodEnd: date.nullable(),
});

const base = { id: z.string().min(1), created: date };

const sandboxEvent = z.union([
  z.object({
    ...base,
    type: z.enum(["checkout.session.completed", "checkout.session.expired"]),
    session,
  }),
  z.object({
    ...base,
    type: z.enum([
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]),
    subscription,
  }),
  z
    .object({
      ...base,
      type: z.literal("invoice.paid"),
      invoice: z.object({
        id: z.string(),
        subscriptionId: z.string(),
        customerId: z.string(),
        amountDuePence: z.number().int().nonnegative(),
        creditAppliedPence: z.number().int().nonnegative().default(0),
        periodStart: date,
        periodEnd: date,
      }),
    })
    .transform(({ invoice: { amountDuePence, ...invoice }, ...event }) => ({
      ...event,
      // The month's price less promotions; a gift card's credit is money already taken.
      invoice: { ...invoice, amountPence: amountDuePence },
    })),
  z.object({
    ...base,
    type: z.literal("invoice.payment_failed"),
    invoice: z.object({
      id: z.string(),
      subscriptionId: z.string().nullable(),
      customerId: z.string(),
      amountPence: z.number().int().nonnegative(),
      attempt: z.number().int().positive(),
      nextAttemptAt: date.nullable(),
    }),
  }),
  z.object({ ...base, type: z.string() }).transform((event) => ({
    id: event.id,
    created: event.created,
    type: "other" as const,
    providerType: event.type,
  })),
]);

/** The sandbox's event body (its signature already verified) as the shop's PaymentEvent. */
export function parseSandboxEvent(rawBody: string): PaymentEvent {
  return sandboxEvent.parse(JSON.parse(rawBody)) as PaymentEvent;
}
