import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { entityId } from "@/domain/ids";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { confirmKeepPurchase } from "@/server/services/buy-to-keep/confirm-keep-purchase";
import "../../account.css";

export const metadata: Metadata = { title: "Yours to keep", robots: { index: false } };

/** The member's own page; rendered for the request (as /account). */
export const instant = false;

/**
 * Back from the payment page to keep a garment (issue 27): the payment is confirmed (settled here
 * if its webhook has not arrived) and the family goes on to their wardrobe, where it shows as kept.
 * Only the family's own purchase; anything else goes to /account.
 */
export default async function KeptPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getSignedInUser(await headers());
  const parsed = entityId.safeParse((await params).id);
  if (!user || !parsed.success) redirect("/account");
  const db = getDb();
  const status = await confirmKeepPurchase(db, createPaymentGateway(db), {
    userId: user.id,
    purchaseId: parsed.data,
    now: new Date(),
  });
  if (status === "PAID" || status === null) redirect("/account#account-keep");
  return (
    <section className="account">
      <h1>Thank you</h1>
      <p role="status">
        {status === "PAYMENT_PENDING"
          ? "We are confirming your payment. Your garment will show as yours to keep in a moment."
          : status === "REFUND_DUE"
            ? "Your payment came through, but that garment was no longer with you, so we will refund it in full. We will e-mail you when it is done."
            : "That payment was not completed, so nothing was charged."}
      </p>
      <Link className="button" href="/account">
        Back to my account
      </Link>
    </section>
  );
}
