import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { tradeInCredits, tradeInOffers, users } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";

export type GrantTradeInCreditResult = "granted" | "already_granted" | "no_credit";

/** The provider's idempotency key of a trade-in credit: one per credit row, for ever. */
export const tradeInCreditKey = (creditId: number) => `trade-in-credit:${creditId}`;

/**
 * The trade-in.credit job's work: the family's credit goes to the payment provider's customer
 * balance (taken off their next payment), then the row is marked granted. The provider is called
 * outside any transaction with the credit's own idempotency key, so a retry after a crash between
 * the two steps, or two workers at once, credit once; a granted row is never sent again.
 */
export async function grantTradeInCredit(
  db: Database,
  payments: Pick<PaymentGateway, "addCustomerCredit">,
  input: { creditId: number; now: Date },
): Promise<GrantTradeInCreditResult> {
  const [credit] = await db
    .select({
      status: tradeInCredits.status,
      pence: tradeInCredits.pence,
      customerId: users.payment_customer_id,
      reference: tradeInOffers.reference,
    })
    .from(tradeInCredits)
    .innerJoin(users, eq(users.id, tradeInCredits.user_id))
    .innerJoin(tradeInOffers, eq(tradeInOffers.id, tradeInCredits.offer_id))
    .where(eq(tradeInCredits.id, input.creditId));
  if (!credit) return "no_credit";
  if (credit.status === "granted") return "already_granted";
  // Offers need a membership, so there is a customer; without one the job fails and is retried.
  if (!credit.customerId) throw new Error(`Trade-in credit ${input.creditId}: no payment customer`);
  await payments.addCustomerCredit({
    customerId: credit.customerId,
    pence: credit.pence,
    idempotencyKey: tradeInCreditKey(input.creditId),
    description: `Littlerobe trade-in ${credit.reference ?? ""}`.trim(),
  });
  const marked = await db
    .update(tradeInCredits)
    .set({ status: "granted", granted_at: input.now })
    .where(and(eq(tradeInCredits.id, input.creditId), eq(tradeInCredits.status, "pending")))
    .returning({ id: tradeInCredits.id });
  return marked.length > 0 ? "granted" : "already_granted";
}
