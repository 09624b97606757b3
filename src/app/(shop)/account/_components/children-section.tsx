import { Suspense } from "react";
import { ChildrenPanel } from "@/components/account/children-panel";
import { ukDay } from "@/domain/gifting/gift-request";
import { getDb } from "@/server/db/client";
import { loadChildren } from "@/server/services/children/load-children";

/**
 * 'Your children' on /account (issue 27): the family's children with their sizes, read before the
 * page is sent (the page is sent whole) and hydrated in a task of its own (a Suspense boundary
 * around the client part; nothing in it suspends), as the page's other parts are.
 */
export async function ChildrenSection({ userId }: { userId: string }) {
  const now = new Date();
  const kids = await loadChildren(getDb(), userId, now);
  return (
    <Suspense>
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
    </Suspense>
  );
}
