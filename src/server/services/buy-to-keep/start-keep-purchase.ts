import { and, eq } from "drizzle-orm";
import { KEEP_MESSAGES, priceChangedMessage } from "@/domain/buy-to-keep/keep-price";
import type { Database } from "@/server/db/client";
import { keepPurchases, productItems, users } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { loadHeldGarmentQuotes } from "./keep-quotes";

export interface StartKeepPurchaseInput {
  userId: string;
  productItemId: number;
  /** The price the page showed, in pence: a different price now is refused (re-quote). */
  quotedPence: number;
  floorPercent: number;
  now: Date;
  appUrl: string;
  /** How long the provider's payment page stays open (Stripe: at least 30 minutes). */
  reservationMinutes: number;
}

export type KeepRefusal = "not_held" | "sold" | "not_offered" | "price_changed" | "payment_open";

export type StartKeepPurchaseResult =
  | { ok: true; purchaseId: number; url: string }
  | { ok: false; reason: KeepRefusal; message: string; pricePence?: number };

type Prepared =
  | { kind: "refused"; result: Extract<StartKeepPurchaseResult, { ok: false }> }
  | { kind: "reuse"; purchaseId: number; url: string }
  | {
      kind: "new";
      purchaseId: number;
      pricePence: number;
      garmentName: string;
      email: string;
      expiresAt: Date;
      /** A page of the family's own at an older price, closed at the provider after the commit. */
      staleCheckoutId: string | null;
    };

const refuse = (reason: KeepRefusal, message: string, pricePence?: number): Prepared => ({
  kind: "refused",
  result: { ok: false, reason, message, ...(pricePence === undefined ? {} : { pricePence }) },
});

/**
 * 'Buy to keep for £X' (issue 27): under the garment's row lock (a double click waits here), the
 * garment must be with this family, not sold, and still at the price the page showed; a payment
 * page still open for it is reopened rather than a second one made (one open page per garment, a
 * partial unique index). The purchase is stored PAYMENT_PENDING with its quote, then the provider's
 * one-off checkout is opened outside the transaction with metadata.keep_purchase_id; the webhook
 * (settle-keep-purchase.ts) sells the garment once it is paid.
 */
export async function startKeepPurchase(
  db: Database,
  gateway: PaymentGateway,
  input: StartKeepPurchaseInput,
): Promise<StartKeepPurchaseResult> {
  const prepared = await db.transaction(async (tx): Promise<Prepared> => {
    const [garment] = await tx
      .select({ status: productItems.status })
      .from(productItems)
      .where(eq(productItems.id, input.productItemId))
      .for("update");
    if (garment?.status === "SOLD") return refuse("sold", KEEP_MESSAGES.sold);
    const [held] = await loadHeldGarmentQuotes(tx, {
      userId: input.userId,
      floorPercent: input.floorPercent,
      productItemId: input.productItemId,
    });
    if (!garment || !held) return refuse("not_held", KEEP_MESSAGES.notHeld);
    if (!held.quote) return refuse("not_offered", KEEP_MESSAGES.notOffered);
    const pricePence = held.quote.pricePence;
    if (pricePence !== input.quotedPence)
      return refuse("price_changed", priceChangedMessage(pricePence), pricePence);

    const [open] = await tx
      .select()
      .from(keepPurchases)
      .where(
        and(
          eq(keepPurchases.product_item_id, input.productItemId),
          eq(keepPurchases.status, "PAYMENT_PENDING"),
        ),
      )
      .for("update");
    let staleCheckoutId: string | null = null;
    if (open) {
      const live = open.expires_at.getTime() > input.now.getTime();
      const mine = live && open.user_id === input.userId;
      if (mine && !open.checkout_url) return refuse("payment_open", KEEP_MESSAGES.paymentOpen);
      if (mine && open.price_pence === pricePence && open.checkout_url)
        return { kind: "reuse", purchaseId: open.id, url: open.checkout_url };
      // Ran out, opened at an older price (or for someone else): closed here, and at the provider after the commit.
      await tx
        .update(keepPurchases)
        .set({ status: "CANCELLED" })
        .where(eq(keepPurchases.id, open.id));
      staleCheckoutId = live ? open.checkout_id : null;
    }
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    const expiresAt = new Date(input.now.getTime() + input.reservationMinutes * 60_000);
    const [created] = await tx
      .insert(keepPurchases)
      .values({
        user_id: input.userId,
        product_item_id: input.productItemId,
        rrp_pence: held.quote.rrpPence,
        rent_paid_pence: held.quote.rentPaidPence,
        floor_pence: held.quote.floorPence,
        price_pence: pricePence,
        expires_at: expiresAt,
        created_at: input.now,
      })
      .returning({ id: keepPurchases.id });
    return {
      kind: "new",
      purchaseId: created!.id,
      pricePence,
      garmentName: held.name,
      email: user?.email ?? "",
      expiresAt,
      staleCheckoutId,
    };
  });
  if (prepared.kind === "refused") return prepared.result;
  if (prepared.kind === "reuse")
    return { ok: true, purchaseId: prepared.purchaseId, url: prepared.url };

  if (prepared.staleCheckoutId) await gateway.expireCheckoutSession(prepared.staleCheckoutId);
  const id = prepared.purchaseId;
  try {
    const session = await gateway.createPaymentCheckout({
      amountPence: prepared.pricePence,
      description: `Littlerobe: ${prepared.garmentName}, yours to keep`,
      customerEmail: prepared.email,
      reference: `keep-${id}`,
      metadata: { keep_purchase_id: String(id) },
      successUrl: `${input.appUrl}/account/kept/${id}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${input.appUrl}/account#account-keep`,
      expiresAt: prepared.expiresAt,
    });
    await db
      .update(keepPurchases)
      .set({ checkout_id: session.id, checkout_url: session.url })
      .where(eq(keepPurchases.id, id));
    return { ok: true, purchaseId: id, url: session.url };
  } catch (error) {
    await db
      .update(keepPurchases)
      .set({ status: "CANCELLED" })
      .where(and(eq(keepPurchases.id, id), eq(keepPurchases.status, "PAYMENT_PENDING")));
    throw error;
  }
}
