import { eq } from "drizzle-orm";
import { ukDay } from "@/domain/gifting/gift-request";
import type { MembershipChange } from "@/domain/payments/subscription-change";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { sendTemplate } from "@/server/integrations/email";
import {
  cancellingEmail,
  pausedEmail,
  paymentFailedEmail,
  planChangedEmail,
  resumedEmail,
} from "@/server/integrations/email/templates/membership-emails";
import type { JobContext } from "@/server/queue/job-queue";
import { findPlanByPrice } from "@/domain/checkout/checkout-request";
import { loadPublishedSettings } from "@/server/services/content/published-settings";
import { claimThenSend } from "./claim-then-send";

/** What a subscription event changed, as queued with it (dates as ISO instants). */
export interface MembershipNotice {
  userId: string;
  change: MembershipChange;
  priceId: string | null;
  previousPriceId: string | null;
  pausedUntil: string | null;
  periodEnd: string | null;
}

const day = (iso: string | null) => (iso ? ukDay(new Date(iso)) : null);
const pence = (price: number | undefined) => (price === undefined ? null : Math.round(price * 100));

async function member(tx: Executor, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, priceId: users.payment_price_id })
    .from(users)
    .where(where);
  return row;
}

/**
 * The membership.email job's work (src/server/jobs/membership-email.ts): the member's e-mail for a
 * plan change, a pause, a resume or a cancellation, written with the job's completion in one
 * transaction (queued once per event and change, so a repeated webhook sends nothing more).
 */
export async function sendMembershipEmail(
  notice: MembershipNotice,
  context: JobContext,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await context.complete(tx);
    const to = await member(tx, eq(users.id, notice.userId));
    if (!to?.email) return;
    const settings = await loadPublishedSettings(tx);
    const plan = findPlanByPrice(settings.subscriptionOptions, notice.priceId);
    const base = { firstName: to.firstName, plan: plan?.plan ?? null };
    switch (notice.change) {
      case "plan_changed":
        return sendTemplate(tx, to.email, planChangedEmail, {
          firstName: to.firstName,
          previousPlan:
            findPlanByPrice(settings.subscriptionOptions, notice.previousPriceId)?.plan ?? null,
          plan: plan?.plan ?? "your new plan",
          monthlyPence: pence(plan?.price),
          garments: plan?.limit ?? null,
          effectiveOn: day(notice.periodEnd),
        });
      case "paused":
        return sendTemplate(tx, to.email, pausedEmail, {
          ...base,
          resumesOn: day(notice.pausedUntil) ?? ukDay(context.now),
        });
      case "resumed":
        return sendTemplate(tx, to.email, resumedEmail, {
          ...base,
          monthlyPence: pence(plan?.price),
          nextPaymentOn: day(notice.periodEnd),
        });
      case "cancelling":
        return sendTemplate(tx, to.email, cancellingEmail, {
          ...base,
          endsOn: day(notice.periodEnd),
        });
    }
  });
}

/** A refused payment, as queued with the provider's event. */
export interface FailedPaymentNotice {
  customerId: string;
  invoiceId: string;
  amountPence: number;
  failedAt: string;
  nextAttemptAt: string | null;
}

/** The membership.payment-failed-email job's work: what was refused and what happens next. */
export async function sendPaymentFailedEmail(
  notice: FailedPaymentNotice,
  context: JobContext,
): Promise<void> {
  await claimThenSend(context, paymentFailedEmail, async (tx) => {
    const to = await member(tx, eq(users.payment_customer_id, notice.customerId));
    if (!to?.email) return null;
    const plan = findPlanByPrice((await loadPublishedSettings(tx)).subscriptionOptions, to.priceId);
    return {
      to: to.email,
      facts: {
        firstName: to.firstName,
        plan: plan?.plan ?? null,
        amountPence: notice.amountPence,
        failedOn: ukDay(new Date(notice.failedAt)),
        nextAttemptOn: day(notice.nextAttemptAt),
      },
    };
  });
}
