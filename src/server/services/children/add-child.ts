import { count, eq } from "drizzle-orm";
import { CHILD_MESSAGES, MAX_CHILDREN, type ChildInput } from "@/domain/children/child-input";
import { ukDay } from "@/domain/gifting/gift-request";
import type { Database } from "@/server/db/client";
import { children, users } from "@/server/db/schema";
import { childDateProblem, type ChildRefusal } from "./child-rules";

export type AddChildResult = { status: "added"; id: number } | ChildRefusal;

/**
 * Records a child for a family. At most MAX_CHILDREN per family: the family's row is locked
 * while counting, so two adds at once cannot pass the cap together.
 */
export async function addChild(
  db: Database,
  userId: string,
  input: ChildInput,
  now: Date = new Date(),
): Promise<AddChildResult> {
  const today = ukDay(now);
  const refused = childDateProblem(input.dateOfBirth, today);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const [family] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!family) return { status: "no_profile" as const };
    const [counted] = await tx
      .select({ n: count() })
      .from(children)
      .where(eq(children.user_id, userId));
    if ((counted?.n ?? 0) >= MAX_CHILDREN)
      return { status: "too_many" as const, message: CHILD_MESSAGES.tooMany };
    const [row] = await tx
      .insert(children)
      .values({
        user_id: userId,
        first_name: input.firstName,
        date_of_birth: input.dateOfBirth,
        size_now: input.sizeNow,
        size_now_on: input.sizeNow === null ? null : today,
      })
      .returning({ id: children.id });
    return { status: "added" as const, id: row!.id };
  });
}
