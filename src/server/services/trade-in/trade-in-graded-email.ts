import { count, eq } from "drizzle-orm";
import { tradeInGradedEmail } from "@/server/integrations/email/templates/trade-in-emails";
import { tradeInCredits, tradeInOffers, tradeInPieces, users } from "@/server/db/schema";
import type { JobContext } from "@/server/queue/job-queue";
import { claimThenSend } from "@/server/services/notifications/claim-then-send";

/**
 * 'Your trade-in is graded', once per offer: queued with the last grade (staff-trade-ins.ts),
 * sent in the job's own transaction with its completion.
 */
export async function sendTradeInGradedEmail(offerId: number, context: JobContext): Promise<void> {
  await claimThenSend(context, tradeInGradedEmail, async (tx) => {
    const [offer] = await tx
      .select({
        status: tradeInOffers.status,
        reference: tradeInOffers.reference,
        rejectedChoice: tradeInOffers.rejected_choice,
        email: users.email,
        firstName: users.firstName,
        creditPence: tradeInCredits.pence,
      })
      .from(tradeInOffers)
      .innerJoin(users, eq(users.id, tradeInOffers.user_id))
      .leftJoin(tradeInCredits, eq(tradeInCredits.offer_id, tradeInOffers.id))
      .where(eq(tradeInOffers.id, offerId));
    if (offer?.status !== "graded" || !offer.reference || !offer.email) return null;
    const grades = await tx
      .select({ grade: tradeInPieces.grade, n: count() })
      .from(tradeInPieces)
      .where(eq(tradeInPieces.offer_id, offerId))
      .groupBy(tradeInPieces.grade);
    const of = (grade: "accepted" | "rejected") =>
      grades.find((row) => row.grade === grade)?.n ?? 0;
    return {
      to: offer.email,
      facts: {
        firstName: offer.firstName,
        reference: offer.reference,
        accepted: of("accepted"),
        rejected: of("rejected"),
        rejectedChoice: offer.rejectedChoice,
        creditPence: offer.creditPence ?? 0,
      },
    };
  });
}
