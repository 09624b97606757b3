import type { Metadata } from "next";
import { headers } from "next/headers";
import { Suspense, type ReactNode } from "react";
import { AccountForm } from "@/components/account/account-form";
import { AccountHistory } from "@/components/account/account-history";
import { ChildrenSection } from "./_components/children-section";
import { NextSizeSection } from "./_components/next-size-section";
import { garmentLabel, ItemList, ProductThumb } from "@/components/account/account-items";
import { ReturnRequestForm } from "@/components/account/return-request-form";
import { BuyToKeepSection } from "./_components/buy-to-keep-section";
import { WardrobeImpactSection } from "./_components/wardrobe-impact-section";
import { NextBoxSection } from "./_components/next-box-section";
import { TradeInSection } from "./_components/trade-in-section";
import { ReferralsSection } from "./_components/referrals-section";
import { GuestAccountPrompt } from "@/components/account/guest-account-prompt";
import {
  cancellationUndoable,
  memberPlan,
  membershipNote,
  subscriptionState,
  UNDO_CANCELLATION_HINT,
} from "@/domain/member/account-plan";
import Link from "next/link";
import { BillingHistory } from "@/components/account/billing-history";
import { KeepSubscriptionButton } from "@/components/account/keep-subscription-button";
import { nextPayment, nextPaymentText, pounds } from "@/domain/member/billing";
import { membershipState } from "@/domain/payments/subscription-state";
import { loadBillingHistory } from "@/server/services/account/load-billing";
import { greeting } from "@/domain/member/member-state";
import { swapLines } from "@/domain/member/swap-allowance";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import { loadMemberSwaps } from "@/server/services/account/load-member-swaps";
import { loadReturnLabelStates } from "@/server/services/returns/return-label";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";
import { shownSiteContent } from "@/server/reads/shown-content";
import { loadSiteMetadata } from "@/server/reads/page-metadata";
import "./account.css";

/** No document of its own: the settings' share fields (spec 2.9). */
export async function generateMetadata(): Promise<Metadata> {
  return loadSiteMetadata();
}

/**
 * The one page that is the member's own is rendered whole for the request, frame and all, and sent
 * in one piece: no static shell with the member's part streamed after it. A streamed part completed
 * after the first frame is revealed by React no sooner than 300 ms later, after the JavaScript on a
 * phone, and its pictures were the page's largest paint (issue 14, docs/decisions/).
 */
export const instant = false;

/**
 * The member's account (spec 2.1): plan, wardrobe, orders and returns, favourites and details, for
 * the request's session; a guest is asked to sign in.
 */
export default async function AccountPage() {
  const user = await getSignedInUser(await headers());
  if (!user) return <GuestAccountPrompt />;
  const [overview, { settings }] = await Promise.all([
    loadAccountOverview(getDb(), user.id, createPaymentGateway(getDb())),
    shownSiteContent(),
  ]);
  if (!overview) {
    return (
      <section className="account">
        <h1>My account</h1>
        <h2>Your details</h2>
        <AccountForm initialValues={{ email: user.sessionEmail ?? "" }} />
      </section>
    );
  }
  const { profile, subscriptionLive, subscription, creditPence } = overview;
  const u = profile.user;
  const plan = memberPlan(settings.subscriptionOptions, u.payment_price_id, profile.order);
  const now = new Date();
  const [swaps, payments] = await Promise.all([
    loadMemberSwaps(getDb(), { userId: user.id, allowance: settings.swapsPerPeriod, now }),
    loadBillingHistory(getDb(), user.id),
  ]);
  const pricePence = plan.option ? Math.round(plan.option.price * 100) : null;
  const next =
    subscription && pricePence !== null
      ? nextPayment(subscription, pricePence, creditPence, now)
      : null;
  const swapText = swaps && swapLines(swaps, swaps.membershipEnds);

  return (
    <div className="account">
      <h1>My account</h1>
      <p className="account__greeting">{greeting(u.firstName)}</p>

      <section className="account-section" aria-labelledby="account-plan">
        <h2 id="account-plan">Your plan</h2>
        <dl className="account-plan">
          <dt>Plan</dt>
          <dd data-testid="account-plan">{plan.label}</dd>
          {plan.option && (
            <>
              <dt>Items per month</dt>
              <dd>{plan.option.limit}</dd>
              <dt>Monthly price</dt>
              <dd data-testid="account-price">{pounds(pricePence ?? 0)} (VAT included)</dd>
            </>
          )}
          <dt>Subscription</dt>
          <dd data-testid="account-subscription">{subscriptionState(profile, subscriptionLive)}</dd>
          {swapText && (
            <>
              <dt>Swaps left this billing period</dt>
              <dd data-testid="account-swaps-left">{swapText.left}</dd>
              {swapText.nextFreeSwap && (
                <>
                  <dt>Your next free swap</dt>
                  <dd data-testid="account-next-swap">{swapText.nextFreeSwap}</dd>
                </>
              )}
            </>
          )}
          {subscription && membershipNote(subscription, now) && (
            <>
              <dt>Membership</dt>
              <dd data-testid="account-membership">{membershipNote(subscription, now)}</dd>
            </>
          )}
          {next && (
            <>
              <dt>Next payment</dt>
              <dd data-testid="account-next-payment">{nextPaymentText(next)}</dd>
            </>
          )}
          {creditPence > 0 && (
            <>
              <dt>Credit</dt>
              <dd data-testid="account-credit">
                {pounds(creditPence)} left, taken off your next payments
              </dd>
            </>
          )}
        </dl>
        {subscription && cancellationUndoable(subscription) && (
          <>
            <p data-testid="account-undo-cancellation">{UNDO_CANCELLATION_HINT}</p>
            <KeepSubscriptionButton />
          </>
        )}
        {subscription &&
          membershipState(subscription, now) !== "ended" &&
          !cancellationUndoable(subscription) && (
            <Link className="button" href="/account/subscription">
              Change plan, pause or cancel
            </Link>
          )}
      </section>

      <ChildrenSection userId={user.id} />

      <NextSizeSection userId={user.id} />

      <section className="account-section" aria-labelledby="account-wardrobe">
        <h2 id="account-wardrobe">Your wardrobe</h2>
        <ItemList
          first
          title="With you now"
          items={profile.items.active}
          empty="Nothing with you at the moment."
        />
        <Hydrated>
          <ReturnRequestForm
            garments={profile.items.active.map((item) => ({
              productItemId: item.product_item_id,
              label: garmentLabel(item),
            }))}
          />
        </Hydrated>
        <BuyToKeepSection userId={user.id} floorPercent={settings.keepFloorPercent} />
        <Hydrated>
          <ItemList title="On the way" items={profile.items.upcoming} empty="Nothing on the way." />
          <ItemList
            title="Being returned"
            items={profile.items.previous}
            empty="Nothing being returned."
          />
        </Hydrated>
      </section>

      <NextBoxSection userId={user.id} />

      <WardrobeImpactSection userId={user.id} />

      <TradeInSection userId={user.id} />

      <ReferralsSection userId={user.id} />

      <Hydrated>
        <AccountHistory
          orders={profile.order}
          deliveries={profile.partial_order}
          returns={profile.partial_return}
          labels={await loadReturnLabelStates(getDb(), user.id)}
        />
      </Hydrated>

      <BillingHistory months={payments} />

      <Hydrated>
        <section className="account-section" aria-labelledby="account-favourites">
          <h2 id="account-favourites">Favourites</h2>
          {profile.favouriteProducts.length === 0 ? (
            <p className="account__empty">Tap the heart on a product to keep it here.</p>
          ) : (
            <ul className="account-grid" data-testid="account-favourites">
              {profile.favouriteProducts.map((product) => (
                <li key={product.id}>
                  <ProductThumb product={product} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Hydrated>

      <section className="account-section" aria-labelledby="account-details">
        <h2 id="account-details">Your details</h2>
        <Hydrated>
          <AccountForm
            initialValues={{
              title: u.title ?? "",
              firstName: u.firstName ?? "",
              lastName: u.lastName ?? "",
              babyName: u.babyName ?? "",
              email: u.email,
              contactNumber: u.contactNumber ?? "",
              address1: u.address1 ?? "",
              address2: u.address2 ?? "",
              city: u.city ?? "",
              postcode: u.postcode ?? "",
              country: u.country ?? "",
            }}
          />
        </Hydrated>
      </section>
    </div>
  );
}

/**
 * A part of the page React hydrates in a task of its own (a Suspense boundary; nothing in it
 * suspends), so a phone is not held up by the whole account at once (issue 14).
 */
function Hydrated({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
