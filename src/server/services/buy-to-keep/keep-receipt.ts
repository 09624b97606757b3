import { eq, sql } from "drizzle-orm";
import { ukDay } from "@/domain/gifting/gift-request";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { keepPurchases } from "@/server/db/schema";
import {
  keepReceiptEmail,
  type KeepReceiptFacts,
} from "@/server/integrations/email/templates/keep-emails";
import type { JobContext } from "@/server/queue/job-queue";
import { claimThenSend, type Mail } from "@/server/services/notifications/claim-then-send";

/** A purchase's one reference, on the receipt and the account page: 'LR-K-000012'. */
export function keepReference(purchaseId: number): string {
  return `LR-K-${String(purchaseId).padStart(6, "0")}`;
}

interface ReceiptRow {
  email: string;
  firstName: string | null;
  garment: string;
  rrp: number;
  rent: number;
  floor: number;
  price: number;
  paidAt: Date | string;
}

/** The receipt's facts of a paid purchase, or null (not paid, or no such purchase). */
export async function keepReceiptFacts(
  db: Executor,
  purchaseId: number,
): Promise<Mail<KeepReceiptFacts> | null> {
  const [row] = await queryRows<ReceiptRow>(
    db,
    sql`select u.email, u."firstName" as "firstName",
        concat_ws(', ', p.name, sz.name) as garment,
        k.rrp_pence as rrp, k.rent_paid_pence as rent, k.floor_pence as floor,
        k.price_pence as price, k.paid_at as "paidAt"
      from ${keepPurchases} k
      join users u on u.id = k.user_id
      join product_items pi on pi.id = k.product_item_id
      join product_variants pv on pv.id = pi.product_variant_id
      join products p on p.id = pv.product_id
      left join variant_options sz on sz.id = pv.size_id
      where k.id = ${purchaseId} and k.status = 'PAID'`,
  );
  if (!row) return null;
  return {
    to: row.email,
    facts: {
      reference: keepReference(purchaseId),
      firstName: row.firstName,
      garment: row.garment,
      rrpPence: Number(row.rrp),
      rentPaidPence: Number(row.rent),
      pricePence: Number(row.price),
      atFloor: Number(row.rrp) - Number(row.rent) < Number(row.floor),
      paidOn: ukDay(new Date(row.paidAt)),
    },
  };
}

/** The family's receipt, sent with the job's completion in one transaction (once). */
export async function sendKeepReceipt(purchaseId: number, context: JobContext): Promise<void> {
  await claimThenSend(context, keepReceiptEmail, async (tx) => {
    await tx
      .select({ id: keepPurchases.id })
      .from(keepPurchases)
      .where(eq(keepPurchases.id, purchaseId))
      .for("update");
    return keepReceiptFacts(tx, purchaseId);
  });
}
