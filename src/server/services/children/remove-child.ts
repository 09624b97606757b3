import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { children } from "@/server/db/schema";

/** Removes a family's own child; another family's child (or none) is not found. */
export async function removeChild(
  db: Database,
  userId: string,
  childId: number,
): Promise<{ status: "removed" } | { status: "not_found" }> {
  const removed = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.user_id, userId)))
    .returning({ id: children.id });
  return removed.length === 0 ? { status: "not_found" } : { status: "removed" };
}
