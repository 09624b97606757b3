import type { NextBoxFacts } from "@/domain/checkout/checkout-details";
import { NextBoxTerms } from "./next-box-terms";

/**
 * For a live member's swap, above 'Confirm my new wardrobe': nothing to pay now, and the swap's
 * terms (or what holds it) when the server sent the next box's facts (issue 27).
 */
export function MembershipNotes({
  nextBox,
  limit,
  lines,
  day,
}: {
  nextBox: NextBoxFacts | undefined;
  limit: number;
  lines: readonly { variantId: number; kept: boolean }[];
  day: string;
}) {
  return (
    <>
      <p>Nothing to pay now: your next wardrobe is part of your subscription.</p>
      {nextBox && <NextBoxTerms facts={nextBox} limit={limit} lines={lines} day={day} />}
    </>
  );
}
