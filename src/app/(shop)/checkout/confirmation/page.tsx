import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { Suspense } from "react";
import { ClearWardrobe } from "@/components/checkout/clear-wardrobe";
import { itemLine, NEXT_STEPS, CONFIRMATION_HEADING } from "@/domain/checkout/order-confirmation";
import { entityId } from "@/domain/ids";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/integrations/payments";
import { getSignedInUser } from "@/server/services/auth/get-signed-in-user";
import { confirmCheckout } from "@/server/services/checkout/confirm-checkout";
import { loadSiteContent } from "@/server/services/content/load-site-content";

export const metadata: Metadata = { title: "Thank you | Littlerobe", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Where the payment page sends the member back (or a swap lands): their order, confirmed. */
export default function ConfirmationPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<p aria-busy="true">Confirming your order…</p>}>
      <Confirmation searchParams={searchParams} />
    </Suspense>
  );
}

async function Confirmation({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const user = await getSignedInUser(await headers());
  const sessionId =
    typeof search.session_id === "string" ? search.session_id.slice(0, 255) : undefined;
  const orderId = entityId.safeParse(search.order);
  if (!user || (!sessionId && !orderId.success)) return <NotFound />;
  const db = getDb();
  const { settings } = await loadSiteContent(false);
  const summary = await confirmCheckout(db, createPaymentGateway(db), settings, {
    userId: user.id,
    checkoutId: sessionId,
    orderId: orderId.success ? orderId.data : undefined,
  });
  if (!summary) return <NotFound />;
  if (summary.status === "ORDER_PLACED_PAYMENT_PENDING")
    return (
      <section>
        <h1>We&rsquo;re confirming your payment</h1>
        <p>This usually takes a few seconds. Please refresh this page in a moment.</p>
      </section>
    );
  return (
    <section className="confirmation">
      <ClearWardrobe />
      <h1>{CONFIRMATION_HEADING}</h1>
      <p>
        Your order number is <strong data-testid="order-number">{summary.orderId}</strong>.
        We&rsquo;ve sent a confirmation to {summary.email}.
      </p>
      {summary.deliveryDay && (
        <p data-testid="confirmation-delivery">
          Delivery day: {summary.deliveryDay}
          {summary.deliveryTime ? `, ${summary.deliveryTime}` : ""}
        </p>
      )}
      <h2>Your wardrobe</h2>
      <ul>
        {summary.items.map((item, index) => (
          <li key={index}>{itemLine(item)}</li>
        ))}
      </ul>
      <h2>What happens next</h2>
      <ol>
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link className="button" href="/account">
        Go to my account
      </Link>
    </section>
  );
}

function NotFound() {
  return (
    <section>
      <h1>We couldn&rsquo;t find that order</h1>
      <p>
        If you&rsquo;ve just paid, please <Link href="/account">check your account</Link>.
      </p>
    </section>
  );
}
