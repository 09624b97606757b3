import { and, eq } from "drizzle-orm";
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import type { Executor } from "@/server/db/client";
import { order, users } from "@/server/db/schema";

export interface OrderSummary {
  orderId: number;
  status: string;
  /** The payment was given back (a second checkout of a live member, issue 23). */
  refunded: boolean;
  plan: string | null;
  deliveryDay: string | null;
  /** yyyy-mm-dd of deliveryDay. */
  deliveryDate: string | null;
  deliveryTime: string | null;
  /** The gift card or promotion code typed at /checkout. */
  promotionCode: string | null;
  email: string;
  firstName: string | null;
  items: { name: string; size: string | null; color: string | null }[];
}

/** One order of one member, as the confirmation page and e-mail show it (scoped by both ids). */
export async function loadOrderSummary(
  db: Executor,
  where: { orderId?: number; checkoutId?: string; userId: string },
): Promise<OrderSummary | null> {
  const match =
    where.orderId !== undefined
      ? eq(order.id, where.orderId)
      : eq(order.checkout_id, where.checkoutId ?? "");
  const row = await db.query.order.findFirst({
    where: and(match, eq(order.user_id, where.userId)),
    with: {
      order_product_variants: {
        with: {
          product_variant: {
            with: {
              product: { columns: { name: true } },
              size: { columns: { name: true } },
              color: { columns: { name: true } },
            },
          },
        },
      },
    },
  });
  if (!row) return null;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, where.userId));
  return {
    orderId: row.id,
    status: row.status,
    refunded: row.refund_reason !== null,
    plan: row.subscription_type,
    deliveryDay: row.delivery_date ? formatDeliveryDay(row.delivery_date) : null,
    deliveryDate: row.delivery_date,
    deliveryTime: row.delivery_date_time,
    promotionCode: row.promotion_code,
    email: user?.email ?? "",
    firstName: user?.firstName ?? null,
    items: row.order_product_variants.map((line) => ({
      name: line.product_variant.product.name,
      size: line.product_variant.size?.name ?? null,
      color: line.product_variant.color?.name ?? null,
    })),
  };
}
