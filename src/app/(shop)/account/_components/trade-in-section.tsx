import Link from "next/link";
import { TradeInOffers } from "@/components/account/trade-in-offers";
import { getDb } from "@/server/db/client";
import { loadMemberTradeIns } from "@/server/services/trade-in/member-trade-ins";
import "../trade-in/trade-in.css";

/** /account's trade-in part (issue 27): each offer's state, and the way to offer more. */
export async function TradeInSection({ userId }: { userId: string }) {
  const offers = await loadMemberTradeIns(getDb(), userId);
  return (
    <section className="account-section" aria-labelledby="account-trade-in">
      <h2 id="account-trade-in">Trade in what they outgrew</h2>
      <TradeInOffers offers={offers} />
      <Link className="button" href="/account/trade-in">
        {offers.length === 0 ? "Trade in outgrown clothes" : "Offer more clothes"}
      </Link>
    </section>
  );
}
