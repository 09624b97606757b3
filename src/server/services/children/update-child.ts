import { and, eq, sql } from "drizzle-orm";
import type { ChildInput } from "@/domain/children/child-input";
import { ukDay } from "@/domain/gifting/gift-request";
import type { Database } from "@/server/db/client";
import { children } from "@/server/db/schema";
import { childDateProblem, type ChildRefusal } from "./child-rules";

export type UpdateChildResult = { status: "saved" } | { status: "not_found" } | ChildRefusal;

/**
 * Changes a family's own child; another family's child (or none) is not found and nothing
 * changes. A changed 'wears now' is dated today; an unchanged one keeps its day.
 */
export async function updateChild(
  db: Database,
  userId: string,
  childId: number,
  input: ChildInput,
  now: Date = new Date(),
): Promise<UpdateChildResult> {
  const today = ukDay(now);
  const refused = childDateProblem(input.dateOfBirth, today);
  if (refused) return refused;
  const sizeNowOn =
    input.sizeNow === null
      ? null
      : sql`case when ${children.size_now} is not distinct from ${input.sizeNow}
          then ${children.size_now_on} else ${today}::date end`;
  const updated = await db
    .update(children)
    .set({
      first_name: input.firstName,
      date_of_birth: input.dateOfBirth,
      size_now: input.sizeNow,
      size_now_on: sizeNowOn,
      updated_at: now,
    })
    .where(and(eq(children.id, childId), eq(children.user_id, userId)))
    .returning({ id: children.id });
  return updated.length === 0 ? { status: "not_found" } : { status: "saved" };
}
