import { and, desc, eq } from "drizzle-orm";
import type { PaidMonth } from "@/domain/member/billing";
import type { Database } from "@/server/db/client";
import { paidInvoices } from "@/server/db/schema";

const paidMonth = {
  id: paidInvoices.id,
  amountPence: paidInvoices.amount_pence,
  creditAppliedPence: paidInvoices.credit_applied_pence,
  periodStart: paidInvoices.period_start,
  periodEnd: paidInvoices.period_end,
  paidAt: paidInvoices.paid_at,
};

/** The member's paid months, newest first: /account's billing history (issue 26). */
export function loadBillingHistory(db: Database, userId: string): Promise<PaidMonth[]> {
  return db
    .select(paidMonth)
    .from(paidInvoices)
    .where(eq(paidInvoices.user_id, userId))
    .orderBy(desc(paidInvoices.paid_at), desc(paidInvoices.id));
}

/** One paid month for its receipt, only when it is the member's own (else null: a 404). */
export async function loadReceiptMonth(
  db: Database,
  userId: string,
  invoiceId: string,
): Promise<PaidMonth | null> {
  const [month] = await db
    .select(paidMonth)
    .from(paidInvoices)
    .where(and(eq(paidInvoices.id, invoiceId), eq(paidInvoices.user_id, userId)));
  return month ?? null;
}
