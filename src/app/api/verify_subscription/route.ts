import { z } from "zod";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/integrations/payments";
import { verifySubscription } from "@/server/services/account/verify-subscription";
import { getSignedInUser } from "@/server/services/auth/get-signed-in-user";

const body = z.object({
  subscriptionId: z.string().nullish(),
  stripeUserId: z.string().nullish(),
});

/** POST {subscriptionId, stripeUserId} → {active} for the signed-in member's own subscription (spec 7.4). */
export async function POST(request: Request): Promise<Response> {
  const user = await getSignedInUser(request.headers);
  if (!user) return Response.json({ error: "Please log in" }, { status: 401 });
  const parsed = body.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) return Response.json({ error: "Invalid request" }, { status: 400 });
  const db = getDb();
  const result = await verifySubscription(db, createPaymentGateway(db), user.id, parsed.data);
  if (!result.ok) return Response.json({ error: "This subscription is not yours" }, { status: 403 });
  return Response.json({ active: result.active });
}
