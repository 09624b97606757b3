import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { Suspense } from "react";
import { ClearWardrobe } from "@/components/checkout/clear-wardrobe";
import {
  CONFIRMATION_HEADING,
  itemLine,
  NEXT_STEPS,
  NOT_COMPLETED_HEADING,
  NOT_COMPLETED_TEXT,
} from "@/domain/checkout/order-confirmation";
import { entityId } from "@/domain/ids";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";
import { confirmCheckout } from "@/server/services/checkout/confirm-checkout";
import { loadSiteContent } from "@/server/services/content/load-site-content";

// Not 'Thank you': the same address answers an order that was not paid.
export const metadata: Metadata = { title: "Your order | Littlerobe", robots: { index: false } };

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
  const confirmed = await confirmCheckout(db, createPaymentGateway(db), settings, {
    userId: user.id,
    checkoutId: sessionId,
    orderId: orderId.success ? orderId.data : undefined,
  });
  if (!confirmed) return <NotFound />;
  const { summary, outcome } = confirmed;
  if (outcome === "confirming")
    return (
      <section>
        <h1>We&rsquo;re confirming your payment</h1>
        <p>This usually takes a few seconds. Please refresh this page in a moment.</p>
      </section>
    );
  if (outcome === "not_completed")
    return (
      <section>
        <h1>{NOT_COMPLETED_HEADING}</h1>
        <p>{NOT_COMPLETED_TEXT}</p>
        <Link className="button" href="/checkout">
          Back to your wardrobe
        </Link>
      </section>
    );
  if (outcome === "refunded")
    return (
      <section>
        <h1>Payment refunded</h1>
        <p>
          This payment was not needed, so we have refunded it. Your membership and wardrobe are as
          they were.
        </p>
        <Link className="button" href="/account">
          Go to my account
        </Link>
      </section>
    );
  if (outcome === "problem")
    return (
      <section>
        <h1>We need to look at this order</h1>
        <p>
          Something needs our attention before order {summary.orderId} can go ahead. Our team can
          see it; if you have a question, please <Link href="/contact">contact us</Link>.
        </p>
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
