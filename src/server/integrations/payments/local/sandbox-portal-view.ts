import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { sandboxPortalSessions, sandboxSubscriptions } from "@/server/db/schema";
import type { SubscriptionInfo } from "../payment-gateway";
import { toSubscriptionInfo } from "./sandbox-rows";

export interface SandboxPortalView {
  customerId: string;
  returnUrl: string;
  subscriptions: SubscriptionInfo[];
}

/** The sandbox portal's page: a live portal session's customer and their subscriptions. */
export async function sandboxPortalView(
  db: Database,
  now: Date,
  portalId: string,
): Promise<SandboxPortalView | null> {
  const [session] = await db
    .select()
    .from(sandboxPortalSessions)
    .where(eq(sandboxPortalSessions.id, portalId));
  if (!session || session.expires_at <= now) return null;
  const rows = await db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.customer_id, session.customer_id))
    .orderBy(sandboxSubscriptions.created_at);
  return {
    customerId: session.customer_id,
    returnUrl: session.return_url,
    subscriptions: rows.map(toSubscriptionInfo),
  };
}
