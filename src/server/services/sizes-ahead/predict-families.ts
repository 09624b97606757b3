import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { children } from "@/server/db/schema";
import { loadChildren } from "@/server/services/children/load-children";

export interface PredictedChild {
  childId: number;
  userId: string;
  firstName: string;
  /** The next size's AGE_SIZES slug, or null past the largest. */
  next: string | null;
  /** yyyy-mm-dd: the day it starts, or null. */
  nextFrom: string | null;
}

/**
 * Every family's children with their predicted next size as of `now`, by the children part's own
 * prediction (load-children.ts: the chart, 'wears now' and the family's picks), one family at a
 * time; or one family's only.
 */
export async function predictFamilies(
  db: Database,
  now: Date,
  onlyUserId?: string,
): Promise<PredictedChild[]> {
  const families = await db
    .selectDistinct({ userId: children.user_id })
    .from(children)
    .where(onlyUserId === undefined ? undefined : eq(children.user_id, onlyUserId))
    .orderBy(asc(children.user_id));
  const result: PredictedChild[] = [];
  for (const { userId } of families)
    for (const child of await loadChildren(db, userId, now))
      result.push({
        childId: child.id,
        userId,
        firstName: child.firstName,
        next: child.prediction.next,
        nextFrom: child.prediction.nextFrom,
      });
  return result;
}
