import { and, eq, sql } from "drizzle-orm";
import type { DueBack } from "@/domain/member/next-box";
import type { Executor } from "@/server/db/client";
import { partialReturn, productItems, returnGrace, userProductItems } from "@/server/db/schema";

/**
 * A garment link that is still the garment's newest (a garment received and rented to another
 * family later is not this family's any more).
 */
const newestLink = sql`not exists (
  select 1 from ${userProductItems} later
  where later.product_item_id = ${userProductItems.product_item_id}
    and later.id > ${userProductItems.id})`;

/**
 * The member's returns with garments still on their way back (RETURNING, not yet received by the
 * warehouse), oldest first, with each return's due date and hold (issue 27, part next-box).
 * `returnId` narrows it to one return (the reminder and the overdue jobs).
 */
export async function loadDueBack(
  tx: Executor,
  filter: { userId: string } | { returnId: number },
): Promise<DueBack[]> {
  const rows = await tx
    .select({
      returnId: partialReturn.id,
      reference: partialReturn.return_reference,
      dueDate: partialReturn.due_date,
      heldSince: returnGrace.held_since,
      garments: sql<number>`count(*)::int`,
    })
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .innerJoin(partialReturn, eq(partialReturn.id, userProductItems.partial_return_id))
    .leftJoin(returnGrace, eq(returnGrace.partial_return_id, partialReturn.id))
    .where(
      and(
        "userId" in filter
          ? eq(userProductItems.user_id, filter.userId)
          : eq(partialReturn.id, filter.returnId),
        eq(productItems.status, "RETURNING"),
        newestLink,
      ),
    )
    .groupBy(partialReturn.id, returnGrace.held_since)
    .orderBy(partialReturn.id);
  return rows.map((row) => ({
    returnId: row.returnId,
    reference: row.reference ?? `Return ${row.returnId}`,
    dueDate: row.dueDate,
    garments: Number(row.garments),
    heldSince: row.heldSince,
  }));
}
