import { NextSizePanel } from "@/components/account/next-size-panel";
import { getDb } from "@/server/db/client";
import { loadNextSizeProposals } from "@/server/services/sizes-ahead/load-next-size-proposals";

/**
 * 'Ready for the next size' on /account (issue 27, sizes ahead of time): the family's open
 * next-size wardrobes, read before the page is sent (the page is sent whole). Nothing when there is
 * none. In the first screen, so no Suspense boundary of its own (children-section.tsx says why).
 */
export async function NextSizeSection({ userId }: { userId: string }) {
  const proposals = await loadNextSizeProposals(getDb(), userId);
  if (proposals.length === 0) return null;
  // The e-mail links to /account#next-size.
  return (
    <div id="next-size">
      <NextSizePanel proposals={proposals} />
    </div>
  );
}
