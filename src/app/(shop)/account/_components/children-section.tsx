import { ChildrenPanel } from "@/components/account/children-panel";
import { ukDay } from "@/domain/gifting/gift-request";
import { getDb } from "@/server/db/client";
import { loadChildren } from "@/server/services/children/load-children";

/**
 * 'Your children' on /account (issue 27): the family's children with their sizes, read before the
 * page is sent (the page is sent whole). No Suspense boundary of its own: it sits in the first
 * screen, and a boundary the server sends apart is revealed after the first paint, pushing the
 * wardrobe down (layout shift 0.111 at 412 px in Lighthouse, issue 26).
 */
export async function ChildrenSection({ userId }: { userId: string }) {
  const now = new Date();
  const kids = await loadChildren(getDb(), userId, now);
  return (
    <ChildrenPanel
      today={ukDay(now)}
      kids={kids.map((child) => ({
        id: child.id,
        firstName: child.firstName,
        dateOfBirth: child.dateOfBirth,
        sizeNow: child.sizeNow,
        prediction: child.prediction,
      }))}
    />
  );
}
