import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { productItemRetirement, productItems } from "@/server/db/schema";
import type { PartnerRetirement, WarehousePartner } from "@/server/integrations/warehouse";
import { describeFailure, writeLog, type SyncResult } from "./sync-log";

export const retirementIdempotencyKey = (retirementId: number) => `retirement-${retirementId}`;

function disposition(status: string): PartnerRetirement["disposition"] {
  return status === "RESALE" || status === "SOLD" ? status : "EX_HIRE";
}

/**
 * retirementSync: tells the partner about each garment taken out of hire, once (an idempotency
 * key per retirement), and stores its id only where none is stored yet.
 */
export async function syncRetirements(
  db: Database,
  partner: WarehousePartner,
): Promise<SyncResult> {
  const waiting = await db
    .select({
      id: productItemRetirement.id,
      itemId: productItems.id,
      barcode: productItems.barcode,
      status: productItems.status,
      reason: productItemRetirement.reason,
    })
    .from(productItemRetirement)
    .innerJoin(productItems, eq(productItems.id, productItemRetirement.product_item_id))
    .where(isNull(productItemRetirement.fulfilment_retirement_id))
    .orderBy(asc(productItemRetirement.id))
    .limit(200);
  let reported = 0;
  let last: string | null = null;
  const failures: string[] = [];
  for (const row of waiting) {
    try {
      const { fulfilmentRetirementId } = await partner.reportRetirement({
        idempotencyKey: retirementIdempotencyKey(row.id),
        productItemId: row.itemId,
        barcode: row.barcode,
        reason: row.reason,
        disposition: disposition(row.status),
      });
      const stored = await db
        .update(productItemRetirement)
        .set({ fulfilment_retirement_id: fulfilmentRetirementId })
        .where(
          and(
            eq(productItemRetirement.id, row.id),
            isNull(productItemRetirement.fulfilment_retirement_id),
          ),
        )
        .returning({ id: productItemRetirement.id });
      if (stored.length > 0) {
        reported += 1;
        last = fulfilmentRetirementId;
      }
    } catch (error) {
      failures.push(`garment ${row.itemId}: ${describeFailure(error)}`);
    }
  }
  const status = failures.length > 0 ? "ERROR" : reported > 0 ? "SUCCESS" : "NO_UPDATE";
  const note = [
    reported > 0 ? `${reported} garment(s) retired at the warehouse` : null,
    reported === 0 && failures.length === 0 ? "No retirements to report" : null,
    failures.length > 0 ? `${failures.length} failed: ${failures.join("; ")}` : null,
  ]
    .filter(Boolean)
    .join("; ");
  await writeLog(db, { origin: "retirementSync", status, note, cursor: last });
  return { origin: "retirementSync", status, note, cursor: last, changes: reported };
}
