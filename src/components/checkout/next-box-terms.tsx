import type { NextBoxFacts } from "@/domain/checkout/checkout-details";
import { swappedOut } from "@/domain/checkout/checkout-request";
import { swapTermsText, tooManyOutMessage } from "@/domain/member/next-box";
import styles from "./checkout.module.css";

/**
 * A swap's terms above 'Confirm my new wardrobe' (issue 27, part next-box): the new box goes at
 * once, the garments swapped out are due back a week after it arrives, and a late return holds the
 * next swap. The server checks the same rules when the member confirms.
 */
export function NextBoxTerms({
  facts,
  limit,
  lines,
  day,
}: {
  facts: NextBoxFacts;
  limit: number;
  lines: readonly { variantId: number; kept: boolean }[];
  day: string;
}) {
  if (facts.hold)
    return (
      <p className={styles.problem} data-testid="swap-hold">
        {facts.hold}
      </p>
    );
  const withYou = facts.withYouVariantIds.map((id) => ({ product_variant_id: id }));
  const swappingOut = swappedOut(withYou, lines).length;
  const out = facts.onTheirWayBack + swappingOut;
  if (out > limit)
    return (
      <p className={styles.problem} data-testid="swap-hold">
        {tooManyOutMessage(out, limit)}
      </p>
    );
  const terms = swapTermsText(swappingOut, day);
  return terms ? <p data-testid="swap-terms">{terms}</p> : null;
}
