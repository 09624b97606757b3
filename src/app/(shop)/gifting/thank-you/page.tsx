import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { CONFIRMATION_HEADING } from "@/domain/checkout/order-confirmation";
import { giftPounds } from "@/domain/gifting/gift-request";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { confirmGift } from "@/server/services/gifting/confirm-gift";

export const metadata: Metadata = { title: "Thank you | Littlerobe", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Where the payment page sends the gift's buyer back (issue 10): the gift, confirmed. */
export default function GiftThankYouPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<p aria-busy="true">Confirming your gift…</p>}>
      <GiftThankYou searchParams={searchParams} />
    </Suspense>
  );
}

async function GiftThankYou({ searchParams }: { searchParams: Search }) {
  const search = await searchParams;
  const sessionId =
    typeof search.session_id === "string" ? search.session_id.slice(0, 255) : undefined;
  const db = getDb();
  const gift = sessionId
    ? await confirmGift(db, createPaymentGateway(db), sessionId, new Date())
    : null;
  if (!gift)
    return (
      <section>
        <h1>We couldn&rsquo;t find this gift</h1>
        <Link href="/gifting">Back to gift cards</Link>
      </section>
    );
  if (!gift.paid)
    return (
      <section>
        <h1>We&rsquo;re confirming your payment</h1>
        <p>This usually takes a few seconds. Please refresh this page in a moment.</p>
      </section>
    );
  return (
    <section className="confirmation">
      <h1>{CONFIRMATION_HEADING}</h1>
      <p>
        Your {giftPounds(gift.amountPounds)} gift card for {gift.recipientFirstName} is paid. Your
        gift number is <strong data-testid="gift-number">{gift.id}</strong>, and your receipt is on
        its way by e-mail.
      </p>
      <p data-testid="gift-delivery">
        We&rsquo;ll e-mail the gift card to {gift.recipientFirstName} on {gift.deliveryDate}.
      </p>
      <Link className="button" href="/collection">
        Browse the collection
      </Link>
    </section>
  );
}
