import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { partialReturn, productItems, userProductItems } from "@/server/db/schema";
import { recordStaffChange } from "@/server/services/staff/audit";

export type FinishReturnResult =
  | { ok: true; alreadyFinished: boolean }
  | { ok: false; reason: "not_found" | "still_returning"; message: string };

/**
 * Staff close a return (ORDER_FINALISED) once none of its garments is still on its way back; the
 * warehouse sync closes it by itself when the partner reports every garment. Closing twice is a
 * no-op.
 */
export async function finishReturn(
  db: Database,
  input: { returnId: number; staffId: string; note?: string },
): Promise<FinishReturnResult> {
  return db.transaction(async (tx) => {
    const [ret] = await tx
      .select({ status: partialReturn.status, note: partialReturn.internal_note })
      .from(partialReturn)
      .where(eq(partialReturn.id, input.returnId))
      .for("update");
    if (!ret)
      return { ok: false as const, reason: "not_found" as const, message: "No such return." };
    if (ret.status === "ORDER_FINALISED") return { ok: true as const, alreadyFinished: true };
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userProductItems)
      .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
      .where(
        and(
          eq(userProductItems.partial_return_id, input.returnId),
          eq(productItems.status, "RETURNING"),
        ),
      );
    if ((open?.count ?? 0) > 0)
      return {
        ok: false as const,
        reason: "still_returning" as const,
        message: `${open!.count} garment(s) of this return have not arrived yet.`,
      };
    const stamp = `Finished by staff ${input.staffId}${input.note ? `: ${input.note}` : ""}`;
    await tx
      .update(partialReturn)
      .set({
        status: "ORDER_FINALISED",
        internal_note: ret.note ? `${ret.note}\n${stamp}` : stamp,
      })
      .where(eq(partialReturn.id, input.returnId));
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "partial_return.finish",
      entityType: "partial_return",
      entityId: input.returnId,
      detail: { from: ret.status, to: "ORDER_FINALISED", note: input.note ?? null },
    });
    return { ok: true as const, alreadyFinished: false };
  });
}
