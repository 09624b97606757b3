import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";

/** The provider's portal for the member's own customer; null when they have never paid. */
export async function openSubscriptionPortal(
  db: Database,
  gateway: PaymentGateway,
  userId: string,
  returnUrl: string,
): Promise<{ url: string } | null> {
  const [user] = await db
    .select({ customerId: users.payment_customer_id })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.customerId) return null;
  return gateway.createPortalSession(user.customerId, returnUrl);
}
