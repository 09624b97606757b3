import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { GuestAccountPrompt } from "@/components/account/guest-account-prompt";
import { TradeInForm } from "@/components/account/trade-in-form";
import { TradeInOffers } from "@/components/account/trade-in-offers";
import { NOT_A_MEMBER_MESSAGE } from "@/domain/trade-in/trade-in";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";
import { getDb } from "@/server/db/client";
import { shownSiteContent } from "@/server/reads/shown-content";
import {
  canTradeIn,
  loadMemberTradeIns,
  loadTradeInCategories,
} from "@/server/services/trade-in/member-trade-ins";
import "../account.css";
import "./trade-in.css";

export const metadata: Metadata = {
  title: "Trade in what they outgrew",
  robots: { index: false },
};

/** The member's own page; rendered for the request (as /account). */
export const instant = false;

/**
 * Trade in what they outgrew (issue 27): the family offers their outgrown pieces, prints the
 * prepaid label, and follows each offer to its credit.
 */
export default async function TradeInPage() {
  const user = await getSignedInUser(await headers());
  if (!user) return <GuestAccountPrompt />;
  const db = getDb();
  const [allowed, categories, offers, { settings }] = await Promise.all([
    canTradeIn(db, user.id),
    loadTradeInCategories(db),
    loadMemberTradeIns(db, user.id),
    shownSiteContent(),
  ]);
  return (
    <div className="account">
      <h1>Trade in what they outgrew</h1>
      <p>
        Send us the clothes your child has grown out of. For every piece we can rent out, you get{" "}
        {settings.tradeInCreditPercent}% of its estimated resale value as credit, taken off your
        next payment.
      </p>
      <p className="trade-in-back">
        <Link href="/account">Back to my account</Link>
      </p>
      <section className="account-section" aria-labelledby="trade-in-offers">
        <h2 id="trade-in-offers">Your offers</h2>
        <TradeInOffers offers={offers} />
      </section>
      <section className="account-section">
        {allowed ? <TradeInForm categories={categories} /> : <p>{NOT_A_MEMBER_MESSAGE}</p>}
      </section>
    </div>
  );
}
