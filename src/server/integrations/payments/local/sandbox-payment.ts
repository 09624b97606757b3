import { eq, sql } from "drizzle-orm";
import { checkSandboxCard, type CardInput } from "@/domain/payments/sandbox-card";
import {
  applyPromotion,
  PROMOTION_CODE_REFUSED_MESSAGE,
} from "@/domain/payments/sandbox-promotion";
import { pauseEnd } from "@/domain/payments/subscription-state";
import type { Database, Executor } from "@/server/db/client";
import { sandboxCheckoutSessions, sandboxCoupons, sandboxSubscriptions } from "@/server/db/schema";
import { newId, toSessionInfo, toSubscriptionInfo, type SessionRow } from "./sandbox-rows";
import { couponRefusal, findCoupon } from "./sandbox-coupons";
import { claimWaitingSandboxCredit } from "./sandbox-credit";
import type { SandboxInvoice, UnsentEvent } from "./sandbox-outbox";

export type PayResult =
  | { kind: "paid"; redirect: string }
  | { kind: "closed"; redirect: string }
  | { kind: "missing" }
  | {
      kind: "refused";
      field: "number" | "expiry" | "securityCode" | "promotionCode";
      message: string;
    };

/** What paying a session needs of the sandbox gateway. */
export interface PayingSandbox {
  db: Database;
  now(): Date;
  recordEvent(tx: Executor, event: UnsentEvent): Promise<void>;
  deliverPending(): Promise<number>;
}

/**
 * 'Pay' on the hosted page (sandbox only): the card is checked as the provider's test mode
 * would; a success completes the session once (a second press finds it complete), starts the
 * subscription, and tells the shop through signed events.
 */
export async function paySandboxCheckout(
  sandbox: PayingSandbox,
  sessionId: string,
  card: CardInput,
  promotionCode?: string,
): Promise<PayResult> {
  const now = sandbox.now();
  const verdict = checkSandboxCard(card, now);
  const outcome = await sandbox.db.transaction(async (tx): Promise<PayResult> => {
    const [row] = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .for("update");
    if (!row) return { kind: "missing" };
    if (row.status === "complete") return { kind: "paid", redirect: row.success_url };
    if (row.status === "expired" || row.expires_at <= now)
      return { kind: "closed", redirect: row.cancel_url };
    if (!verdict.ok) return { kind: "refused", field: verdict.field, message: verdict.message };
    const completion: Partial<SessionRow> = { status: "complete", completed_at: now };
    let creditPence = 0;
    // A code applied when the session was made (checked at /checkout), else one typed here.
    const code = row.promotion_code ?? (row.allow_promotion_codes ? promotionCode : undefined);
    if (code) {
      const redeemed = await redeemPromotion(tx, code, now);
      if (!redeemed.ok)
        return { kind: "refused", field: "promotionCode", message: redeemed.message };
      const applied = applyPromotion(row.amount_pence, redeemed.amountOffPence);
      completion.promotion_code = redeemed.code;
      completion.discount_pence = applied.discountPence;
      creditPence = row.mode === "subscription" ? applied.creditPence : 0;
    }
    if (row.mode === "subscription") {
      const subscriptionId = newId("sub");
      const [subscription] = await tx
        .insert(sandboxSubscriptions)
        .values({
          id: subscriptionId,
          customer_id: row.customer_id!,
          price_id: row.price_id!,
          status: "active",
          current_period_end: pauseEnd(now, 1),
          credit_pence: creditPence,
        })
        .returning();
      await claimWaitingSandboxCredit(tx, row.customer_id!, subscriptionId);
      completion.subscription_id = subscriptionId;
      await sandbox.recordEvent(tx, {
        type: "customer.subscription.created",
        subscription: toSubscriptionInfo(subscription!),
      });
      await sandbox.recordEvent(tx, {
        type: "invoice.paid",
        invoice: firstInvoice(row, subscriptionId, completion.discount_pence ?? 0, now),
      });
    } else {
      completion.payment_intent_id = newId("pi");
    }
    const [completed] = await tx
      .update(sandboxCheckoutSessions)
      .set(completion)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .returning();
    await sandbox.recordEvent(tx, {
      type: "checkout.session.completed",
      session: toSessionInfo(completed!),
    });
    return { kind: "paid", redirect: completed!.success_url };
  });
  if (outcome.kind === "paid") await sandbox.deliverPending();
  return outcome;
}

/** The first month's invoice, paid with the page (Stripe sends invoice.paid for it too). */
function firstInvoice(
  row: SessionRow,
  subscriptionId: string,
  discountPence: number,
  now: Date,
): SandboxInvoice {
  const pence = row.amount_pence - discountPence;
  return {
    id: `in_first_${row.id}`,
    subscriptionId,
    customerId: row.customer_id!,
    amountDuePence: pence,
    creditAppliedPence: 0,
    amountPaidPence: pence,
    periodStart: now.toISOString(),
    periodEnd: pauseEnd(now, 1).toISOString(),
  };
}

/**
 * Redeems a code in the payment's transaction: one guarded update (live, not expired, not used
 * up), so two payments racing for one code redeem it once; the loser learns why.
 */
async function redeemPromotion(
  tx: Executor,
  code: string,
  now: Date,
): Promise<{ ok: true; code: string; amountOffPence: number } | { ok: false; message: string }> {
  const [redeemed] = await tx
    .update(sandboxCoupons)
    .set({ times_redeemed: sql`${sandboxCoupons.times_redeemed} + 1` })
    .where(
      sql`upper(${sandboxCoupons.code}) = upper(${code})
        and ${sandboxCoupons.times_redeemed} < ${sandboxCoupons.max_redemptions}
        and (${sandboxCoupons.expires_at} is null or ${sandboxCoupons.expires_at} > ${now})`,
    )
    .returning({ code: sandboxCoupons.code, amountOffPence: sandboxCoupons.amount_off_pence });
  if (redeemed) return { ok: true, ...redeemed };
  const message = couponRefusal(await findCoupon(tx, code), now);
  return { ok: false, message: message ?? PROMOTION_CODE_REFUSED_MESSAGE };
}
