import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { GuestAccountPrompt } from "@/components/account/guest-account-prompt";
import { ManageSubscriptionButton } from "@/components/account/manage-subscription-button";
import { SubscriptionChanges } from "@/components/account/subscription-changes";
import { memberPlan, membershipNote } from "@/domain/member/account-plan";
import {
  cancelSummary,
  nextPayment,
  nextPaymentText,
  pauseSummary,
  planChangeSummary,
  planPriceText,
  resumeSummary,
} from "@/domain/member/billing";
import { membershipState, PAUSE_MONTH_CHOICES } from "@/domain/payments/subscription-state";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { shownSiteContent } from "@/server/reads/shown-content";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import "../account.css";

export const metadata: Metadata = {
  title: "Change plan, pause or cancel",
  robots: { index: false },
};

/** The member's own page; rendered for the request (as /account). */
export const instant = false;

/**
 * Change plan, pause, resume or cancel (issue 26, decision 065): every choice says what it costs
 * and when it takes effect, resumes or ends before the member confirms it; the provider makes it.
 */
export default async function SubscriptionPage() {
  const user = await getSignedInUser(await headers());
  if (!user) return <GuestAccountPrompt />;
  const db = getDb();
  const [overview, { settings }] = await Promise.all([
    loadAccountOverview(db, user.id, createPaymentGateway(db)),
    shownSiteContent(),
  ]);
  const subscription = overview?.subscription;
  const now = new Date();
  const state = subscription ? membershipState(subscription, now) : "ended";
  const back = (
    <p>
      <Link href="/account">Back to my account</Link>
    </p>
  );
  if (!overview || !subscription || state === "ended")
    return (
      <div className="account">
        <h1>Your subscription</h1>
        <p>You have no subscription to change. You can start one by choosing a plan in the shop.</p>
        {back}
      </div>
    );
  const options = settings.subscriptionOptions;
  const plan = memberPlan(options, overview.profile.user.payment_price_id, overview.profile.order);
  const pricePence = plan.option ? Math.round(plan.option.price * 100) : 0;
  const facts = { subscription, current: plan.option, creditPence: overview.creditPence, now };
  const next = plan.option
    ? nextPayment(subscription, pricePence, overview.creditPence, now)
    : null;
  const cancelling = subscription.cancelAtPeriodEnd;
  return (
    <div className="account">
      <h1>Your subscription</h1>
      <dl className="account-plan">
        <dt>Plan</dt>
        <dd data-testid="subscription-plan">
          {plan.label}
          {plan.option && `: ${planPriceText(plan.option)}`}
        </dd>
        {membershipNote(subscription, now) && (
          <>
            <dt>Membership</dt>
            <dd data-testid="subscription-state">{membershipNote(subscription, now)}</dd>
          </>
        )}
        {next && (
          <>
            <dt>Next payment</dt>
            <dd>{nextPaymentText(next)}</dd>
          </>
        )}
      </dl>
      <SubscriptionChanges
        // A new subscription state draws the choices afresh (the router keeps a page's state).
        key={[
          plan.option?.paymentPriceId,
          state,
          cancelling,
          subscription.pausedUntil?.getTime(),
        ].join()}
        state={cancelling ? "cancelling" : state === "paused" ? "paused" : "active"}
        plans={options.map((option) => ({
          priceId: option.paymentPriceId,
          label: option.plan,
          priceText: planPriceText(option),
          summary: planChangeSummary(option, facts),
          current: option.paymentPriceId === plan.option?.paymentPriceId,
        }))}
        pauses={PAUSE_MONTH_CHOICES.map((months) => ({
          months,
          summary: pauseSummary(months, { ...facts, pricePence }),
        }))}
        resume={resumeSummary({ ...facts, pricePence })}
        cancel={cancelSummary(subscription)}
      />
      <section className="account-section" aria-labelledby="subscription-card">
        <h2 id="subscription-card">Payment card</h2>
        <p>
          Your payment card is kept by our payment provider: you can change it, and see your
          subscription, on their page.
        </p>
        <ManageSubscriptionButton label="Go to our payment provider's page" />
      </section>
      {back}
    </div>
  );
}
