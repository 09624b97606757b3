import { BuyToKeepList, type KeepOffer } from "@/components/account/buy-to-keep-list";
import { getDb } from "@/server/db/client";
import { loadHeldGarmentQuotes } from "@/server/services/buy-to-keep/keep-quotes";
import { loadKeptGarments } from "@/server/services/buy-to-keep/load-kept-garments";
import "./buy-to-keep.css";

/**
 * 'Keep a favourite' and 'Yours to keep' on /account (issue 27, part buy-to-keep): the family's
 * garments at home with their price to keep, and the ones they bought, read before the page is sent.
 */
export async function BuyToKeepSection({
  userId,
  floorPercent,
}: {
  userId: string;
  floorPercent: number;
}) {
  const [held, kept] = await Promise.all([
    loadHeldGarmentQuotes(getDb(), { userId, floorPercent }),
    loadKeptGarments(getDb(), userId),
  ]);
  const offers = held.flatMap((garment): KeepOffer[] =>
    garment.quote
      ? [{ productItemId: garment.productItemId, name: garment.name, quote: garment.quote }]
      : [],
  );
  return <BuyToKeepList offers={offers} kept={kept} />;
}
