import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { z } from "@/domain/zod";
import { GuestAccountPrompt } from "@/components/account/guest-account-prompt";
import { PrintButton } from "@/components/account/print-button";
import { pounds, receiptOf } from "@/domain/member/billing";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";
import { getDb } from "@/server/db/client";
import { returnAddress } from "@/server/integrations/postal-carrier";
import { shownSiteContent } from "@/server/reads/shown-content";
import { loadReceiptMonth } from "@/server/services/account/load-billing";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import "../../account.css";

export const metadata: Metadata = { title: "Receipt", robots: { index: false } };

/** The member's own page; rendered for the request (as /account). */
export const instant = false;

/** A provider's invoice id (Stripe in_…, the sandbox's in_local_…, the demo's in_seed_…). */
const receiptParams = z.object({ id: z.string().regex(/^in_[A-Za-z0-9_-]{1,200}$/) });

/**
 * A paid month's receipt (issue 26, decision 065), printable: only its member may read it;
 * anyone else, signed in or not, gets the shop's 404, so a receipt's number tells nothing.
 */
export default async function ReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = receiptParams.safeParse(await params);
  if (!parsed.success) notFound();
  const user = await getSignedInUser(await headers());
  if (!user) return <GuestAccountPrompt />;
  const db = getDb();
  const [month, profile, { settings }] = await Promise.all([
    loadReceiptMonth(db, user.id, parsed.data.id),
    loadMemberProfile(db, user.id),
    shownSiteContent(),
  ]);
  if (!month || !profile) notFound();
  const receipt = receiptOf(month);
  const member = profile.user;
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <p className="receipt__back">
        <Link href="/account">Back to my account</Link>
      </p>
      <h1 id="receipt-title">Receipt</h1>
      <div className="receipt__parties">
        <address>
          <strong>Littlerobe</strong>
          {returnAddress()
            .slice(1)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
          <span>{settings.contactEmail}</span>
        </address>
        <address data-testid="receipt-member">
          <strong>{name || member.email}</strong>
          {[member.address1, member.address2, member.city, member.postcode]
            .filter((line): line is string => Boolean(line?.trim()))
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
          <span>{member.email}</span>
        </address>
      </div>
      <dl className="account-plan receipt__facts">
        <dt>Receipt number</dt>
        <dd data-testid="receipt-number">{receipt.number}</dd>
        <dt>Paid on</dt>
        <dd data-testid="receipt-paid-on">{receipt.paidOn}</dd>
      </dl>
      <table className="account-table receipt__lines" data-testid="receipt-lines">
        <tbody>
          <tr>
            <th scope="row">
              Littlerobe membership: hire of children&apos;s clothing, {receipt.period}
            </th>
            <td>{pounds(receipt.totalPence)}</td>
          </tr>
          <tr>
            <th scope="row">Price before VAT</th>
            <td>{pounds(receipt.netPence)}</td>
          </tr>
          <tr>
            <th scope="row">VAT at {receipt.vatPercent}%</th>
            <td>{pounds(receipt.vatPence)}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row">Total, VAT included</th>
            <td>{pounds(receipt.totalPence)}</td>
          </tr>
          {receipt.creditPence > 0 && (
            <tr>
              <th scope="row">Paid with credit</th>
              <td>{pounds(receipt.creditPence)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Paid by card</th>
            <td>{pounds(receipt.cardPence)}</td>
          </tr>
        </tbody>
      </table>
      <p className="receipt__note" data-testid="receipt-vat-note">
        {receipt.vatNote}.
      </p>
      <PrintButton />
    </article>
  );
}
