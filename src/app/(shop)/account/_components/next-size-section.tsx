import { Suspense } from "react";
import { NextSizePanel } from "@/components/account/next-size-panel";
import { getDb } from "@/server/db/client";
import { loadNextSizeProposals } from "@/server/services/sizes-ahead/load-next-size-proposals";

/**
 * 'Ready for the next size' on /account (issue 27, sizes ahead of time): the family's open
 * next-size wardrobes, read before the page is sent (the page is sent whole) and hydrated in a
 * task of its own, as the page's other parts are. Nothing when there is none.
 */
export async function NextSizeSection({ userId }: { userId: string }) {
  const proposals = await loadNextSizeProposals(getDb(), userId);
  if (proposals.length === 0) return null;
  // The e-mail links to /account#next-size: the anchor is outside the Suspense boundary, so it is
  // in the page's first HTML, before the boundary is revealed.
  return (
    <div id="next-size">
      <Suspense>
        <NextSizePanel proposals={proposals} />
      </Suspense>
    </div>
  );
}
