import type { Settings } from "@/domain/content/settings";
import type { Database } from "@/server/db/client";
import type { PaymentGateway } from "@/server/integrations/payments";
import { afterSettle } from "./after-settle";
import { releasePendingCheckouts } from "./settle-checkout";

/** A member's unpaid checkouts are given up (Cancel on the payment page); returns how many. */
export async function cancelMemberCheckouts(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
  userId: string,
): Promise<number> {
  const outcomes = await releasePendingCheckouts(db, gateway, settings, {
    now: new Date(),
    userId,
  });
  await afterSettle(db, outcomes);
  return outcomes.filter((outcome) => outcome.kind === "cancelled").length;
}

/** Reservations past their time go back to stock (any process may run it; see settle-checkout). */
export async function releaseExpiredCheckouts(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
  now = new Date(),
): Promise<number> {
  const outcomes = await releasePendingCheckouts(db, gateway, settings, { now });
  await afterSettle(db, outcomes);
  return outcomes.filter((outcome) => outcome.kind === "cancelled").length;
}
