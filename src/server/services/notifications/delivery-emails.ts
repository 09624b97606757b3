import { eq } from "drizzle-orm";
import { ukDay } from "@/domain/gifting/gift-request";
import { CARRIER_NAMES, trackingUrl } from "@/domain/member/garment-state";
import type { Executor } from "@/server/db/client";
import {
  order,
  partialOrder,
  partialReturn,
  productVariants,
  products,
  userProductItems,
  users,
  variantOptions,
} from "@/server/db/schema";
import { orderDispatchedEmail } from "@/server/integrations/email/templates/order-emails";
import { returnReceivedEmail } from "@/server/integrations/email/templates/return-emails";
import type { JobContext } from "@/server/queue/job-queue";
import { alias } from "drizzle-orm/pg-core";
import { claimThenSend } from "./claim-then-send";

const colors = alias(variantOptions, "color_option");

/** The garments of one delivery or one return: name, size and colour, in the order they were added. */
async function garmentsOf(tx: Executor, where: ReturnType<typeof eq>) {
  return tx
    .select({ name: products.name, size: variantOptions.name, color: colors.name })
    .from(userProductItems)
    .innerJoin(productVariants, eq(productVariants.id, userProductItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(variantOptions, eq(variantOptions.id, productVariants.size_id))
    .leftJoin(colors, eq(colors.id, productVariants.color_id))
    .where(where)
    .orderBy(userProductItems.id);
}

async function member(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The order.dispatched-email job's work (src/server/jobs/order-dispatched-email.ts): the member's
 * 'on its way' e-mail with the carrier's tracking, written with the job's completion in one
 * transaction, so a repeated sync (or a retried job) never sends a second one.
 */
export async function sendDispatchEmail(deliveryId: number, context: JobContext): Promise<void> {
  await claimThenSend(context, orderDispatchedEmail, async (tx) => {
    const [delivery] = await tx
      .select({ delivery: partialOrder, deliveryDay: order.delivery_date })
      .from(partialOrder)
      .leftJoin(order, eq(order.id, partialOrder.order_id))
      .where(eq(partialOrder.id, deliveryId));
    if (!delivery?.delivery.dispatched_at) return null;
    const { delivery: sent } = delivery;
    const to = await member(tx, sent.user_id);
    if (!to?.email) return null;
    const items = await garmentsOf(tx, eq(userProductItems.partial_order_id, sent.id));
    return {
      to: to.email,
      facts: {
        orderId: sent.order_id ?? sent.id,
        firstName: to.firstName,
        dispatchedOn: ukDay(sent.dispatched_at!),
        carrier: sent.delivery_provider ? (CARRIER_NAMES[sent.delivery_provider] ?? null) : null,
        trackingCode: sent.tracking_code,
        trackingUrl: trackingUrl(sent),
        deliveryDay: delivery.deliveryDay,
        items,
      },
    };
  });
}

/**
 * The returns.received-email job's work (src/server/jobs/return-received-email.ts): the member
 * hears once that their parcel arrived, when the warehouse reports its first garment received.
 */
export async function sendReturnReceivedEmail(
  returnId: number,
  context: JobContext,
): Promise<void> {
  await claimThenSend(context, returnReceivedEmail, async (tx) => {
    const [ret] = await tx.select().from(partialReturn).where(eq(partialReturn.id, returnId));
    if (!ret?.received_at || !ret.return_reference) return null;
    const to = await member(tx, ret.user_id);
    if (!to?.email) return null;
    const items = await garmentsOf(tx, eq(userProductItems.partial_return_id, ret.id));
    return {
      to: to.email,
      facts: {
        firstName: to.firstName,
        reference: ret.return_reference,
        receivedOn: ukDay(ret.received_at),
        items: items.map((item) => [item.name, item.size].filter(Boolean).join(", ")),
      },
    };
  });
}
