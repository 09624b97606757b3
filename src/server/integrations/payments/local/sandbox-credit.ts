import { and, desc, eq, inArray, isNull, sql, sum } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import { sandboxCreditGrants, sandboxCustomers, sandboxSubscriptions } from "@/server/db/schema";
import type { CustomerCreditInput } from "../payment-gateway";
import { newId } from "./sandbox-rows";

// The sandbox's customer credit: what a gift card left on the subscription it paid for
// (credit_pence) and the credit grants (referrals, trade-ins) added to it. Renewals take it off
// the next invoices (sandbox-renewal.ts).

const LIVE = ["active", "trialing"];

/** The customer's credit left for their next payments, in pence. */
export async function sandboxCustomerCredit(db: Executor, customerId: string): Promise<number> {
  const [onSubscriptions] = await db
    .select({ pence: sum(sandboxSubscriptions.credit_pence).mapWith(Number) })
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.customer_id, customerId),
        inArray(sandboxSubscriptions.status, LIVE),
      ),
    );
  const [waiting] = await db
    .select({ pence: sum(sandboxCreditGrants.pence).mapWith(Number) })
    .from(sandboxCreditGrants)
    .where(
      and(
        eq(sandboxCreditGrants.customer_id, customerId),
        isNull(sandboxCreditGrants.subscription_id),
      ),
    );
  return (onSubscriptions?.pence ?? 0) + (waiting?.pence ?? 0);
}

/**
 * Credits a customer once per idempotency key, as Stripe's balance transaction with an
 * Idempotency-Key: the grant row and the credit are written in one transaction, and a second call
 * with the key (at the same moment too: the unique key makes it wait) adds nothing. A key reused
 * for another customer or amount is refused, as Stripe refuses it.
 */
export async function addSandboxCustomerCredit(
  db: Database,
  input: CustomerCreditInput,
): Promise<{ balancePence: number }> {
  if (!Number.isInteger(input.pence) || input.pence <= 0)
    throw new RangeError(`A credit is a whole number of pence above 0, not ${input.pence}.`);
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: sandboxCustomers.id })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, input.customerId));
    if (!customer) throw new Error(`No such customer: ${input.customerId}`);
    const [grant] = await tx
      .insert(sandboxCreditGrants)
      .values({
        id: newId("cbtxn"),
        customer_id: input.customerId,
        pence: input.pence,
        description: input.description,
        idempotency_key: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: sandboxCreditGrants.idempotency_key })
      .returning({ id: sandboxCreditGrants.id });
    if (grant) {
      const [live] = await tx
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.customer_id, input.customerId),
            inArray(sandboxSubscriptions.status, LIVE),
          ),
        )
        .orderBy(desc(sandboxSubscriptions.created_at))
        .limit(1)
        .for("update");
      if (live) await moveOntoSubscription(tx, [grant.id], live.id, input.pence);
    } else {
      const [earlier] = await tx
        .select()
        .from(sandboxCreditGrants)
        .where(eq(sandboxCreditGrants.idempotency_key, input.idempotencyKey));
      if (earlier!.customer_id !== input.customerId || earlier!.pence !== input.pence)
        throw new Error(
          `The idempotency key ${input.idempotencyKey} was used with other parameters.`,
        );
    }
    return { balancePence: await sandboxCustomerCredit(tx, input.customerId) };
  });
}

/** A new subscription takes the grants that waited for one (in the payment's transaction). */
export async function claimWaitingSandboxCredit(
  tx: Executor,
  customerId: string,
  subscriptionId: string,
): Promise<void> {
  const waiting = await tx
    .select({ id: sandboxCreditGrants.id, pence: sandboxCreditGrants.pence })
    .from(sandboxCreditGrants)
    .where(
      and(
        eq(sandboxCreditGrants.customer_id, customerId),
        isNull(sandboxCreditGrants.subscription_id),
      ),
    )
    .for("update");
  if (waiting.length === 0) return;
  const pence = waiting.reduce((total, grant) => total + grant.pence, 0);
  await moveOntoSubscription(
    tx,
    waiting.map((grant) => grant.id),
    subscriptionId,
    pence,
  );
}

async function moveOntoSubscription(
  tx: Executor,
  grantIds: string[],
  subscriptionId: string,
  pence: number,
): Promise<void> {
  await tx
    .update(sandboxCreditGrants)
    .set({ subscription_id: subscriptionId })
    .where(inArray(sandboxCreditGrants.id, grantIds));
  await tx
    .update(sandboxSubscriptions)
    .set({ credit_pence: sql`${sandboxSubscriptions.credit_pence} + ${pence}` })
    .where(eq(sandboxSubscriptions.id, subscriptionId));
}
