import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { SandboxPortalActions } from "@/components/sandbox/sandbox-portal-actions";
import { findPlanByPrice } from "@/domain/checkout/checkout-request";
import { cancellationUndoable, membershipNote } from "@/domain/member/account-plan";
import { membershipState } from "@/domain/payments/subscription-state";
import { sandboxIdParams } from "@/domain/payments/sandbox-requests";
import { isAppError } from "@/server/errors/app-error";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { sandboxGateway } from "@/server/gateways/payment-gateway";

export const metadata: Metadata = { title: "Manage your subscription", robots: { index: false } };

type Params = Promise<{ id: string }>;

/** The local sandbox's customer portal, standing in for the provider's (issue 9). */
export default function SandboxPortalPage({ params }: { params: Params }) {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <SandboxPortal params={params} />
    </Suspense>
  );
}

async function SandboxPortal({ params }: { params: Params }) {
  const parsed = sandboxIdParams.safeParse(await params);
  if (!parsed.success) notFound();
  let portal;
  try {
    portal = await sandboxGateway().portal(parsed.data.id);
  } catch (error) {
    if (isAppError(error)) notFound();
    throw error;
  }
  if (!portal) notFound();
  const subscription = portal.subscriptions.at(-1);
  const { settings } = await loadSiteContent(false);
  const plan = findPlanByPrice(settings.subscriptionOptions, subscription?.priceId);
  const now = new Date();
  const state = subscription ? membershipState(subscription, now) : "ended";
  return (
    <section className="sandbox-pay">
      <p className="sandbox-pay__badge">Test customer portal · no real money moves</p>
      <h1>Manage your subscription</h1>
      {subscription ? (
        <>
          <p data-testid="portal-plan">{plan?.plan ?? "Your plan"}</p>
          <p data-testid="portal-state">{membershipNote(subscription, now) ?? "Active"}</p>
          <SandboxPortalActions
            portalId={parsed.data.id}
            returnUrl={portal.returnUrl}
            plans={settings.subscriptionOptions.map((option) => ({
              label: option.plan,
              priceId: option.paymentPriceId,
            }))}
            currentPriceId={subscription.priceId}
            paused={state === "paused"}
            cancelling={cancellationUndoable(subscription)}
          />
        </>
      ) : (
        <p>You have no subscription yet.</p>
      )}
      <a className="button button--secondary" href={portal.returnUrl}>
        Return to Littlerobe
      </a>
    </section>
  );
}
