import type { OrderItemStatus, OrderStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import {
  order,
  orderProductVariants,
  partialOrder,
  partialReturn,
  productVariantStockUpdates,
} from "@/server/db/schema";
import type { GarmentFactory, GarmentSpec } from "./garment-plan";
import type { PlanLabel } from "./member-data";
import type { Random } from "./random";
import type { SeededCatalogue, SeededVariant } from "./seed-catalogue";
import { addDays, at } from "./seed-dates";

/**
 * Writes members' orders, deliveries and returns (a handful of rows, one statement each) and
 * hands out the garments that go with them.
 */
export class MemberOrders {
  /** Garments created for rentals: they are not part of any variant's stock. */
  readonly rentalGarments: GarmentSpec[] = [];
  readonly stockUpdates: (typeof productVariantStockUpdates.$inferInsert)[] = [];
  readonly counts = { orders: 0, partialOrders: 0, partialReturns: 0 };
  private readonly usedVariants = new Set<number>();
  private readonly storedByVariant = new Map<number, GarmentSpec[]>();
  private serial = 0;

  constructor(
    private readonly db: Executor,
    private readonly random: Random,
    private readonly factory: GarmentFactory,
    private readonly catalogue: SeededCatalogue,
    pool: GarmentSpec[],
  ) {
    for (const garment of pool) {
      if (garment.status !== "STORAGE") continue;
      const list = this.storedByVariant.get(garment.variant.id) ?? [];
      list.push(garment);
      this.storedByVariant.set(garment.variant.id, list);
    }
  }

  /**
   * Rentable variants of products launched well before `day`; `fromStock` also needs a
   * garment on the shelf. Falls back to any rentable variant in very small catalogues.
   */
  pickVariants(count: number, day: string, fromStock = false): SeededVariant[] {
    const cutoff = addDays(at(day), -10);
    const rentable = this.catalogue.variants.filter((v) => v.rentable);
    const eligible = rentable.filter(
      (v) =>
        !this.usedVariants.has(v.id) &&
        v.productCreatedAt < cutoff &&
        (!fromStock || (this.storedByVariant.get(v.id)?.length ?? 0) > 0),
    );
    const chosen = this.random.shuffle(eligible).slice(0, count);
    for (let i = 0; chosen.length < count && rentable.length > 0; i++) {
      chosen.push(rentable[i % rentable.length] as SeededVariant);
    }
    for (const variant of chosen) this.usedVariants.add(variant.id);
    return chosen;
  }

  /** A garment that ends back on the shelf: it is one of the variant's units of stock. */
  shelfGarment(variant: SeededVariant, day: string): GarmentSpec {
    const stored = this.storedByVariant.get(variant.id);
    const garment = stored?.shift();
    return garment ?? this.rentalGarment(variant, day);
  }

  /** A garment that stays out of stock: with the member, on its way, or in the warehouse. */
  rentalGarment(variant: SeededVariant, day: string): GarmentSpec {
    const latest = addDays(at(day), -10);
    const usual = addDays(variant.productCreatedAt, -7);
    const garment = this.factory.createInStorage(variant, usual < latest ? usual : latest);
    this.rentalGarments.push(garment);
    return garment;
  }

  async subscriptionOrder(
    userId: string,
    input: {
      status: OrderStatus;
      plan: PlanLabel;
      createdAt: Date;
      checkoutId: string;
      subscriptionId: string | null;
      deliveryDate: string;
      returnDate?: string;
      items: { variant: SeededVariant; status: OrderItemStatus }[];
    },
  ): Promise<number> {
    this.serial += 1;
    const delivered = input.status === "ORDER_ACTIVE" || input.status === "ORDER_FINALISED";
    const [row] = await this.db
      .insert(order)
      .values({
        user_id: userId,
        created_at: input.createdAt,
        status: input.status,
        subscription_type: input.plan,
        checkout_id: input.checkoutId,
        payment_subscription_id: input.subscriptionId,
        delivery_date: input.deliveryDate,
        delivery_status: delivered ? "Delivered" : "Scheduled",
        delivery_date_time: "8am - 12pm",
        return_date: input.returnDate ?? null,
        return_date_time: input.returnDate ? "12pm - 4pm" : null,
        delivery_provider: "royal_mail",
        delivery_tracking_number: delivered ? `RN${String(100200300 + this.serial * 7)}GB` : null,
      })
      .returning({ id: order.id });
    const orderId = row?.id as number;
    this.counts.orders += 1;
    await this.db.insert(orderProductVariants).values(
      input.items.map((item) => ({
        order_id: orderId,
        product_variant_id: item.variant.id,
        status: item.status,
        created_at: input.createdAt,
      })),
    );
    for (const item of input.items) {
      const stock = item.variant.plan.stock;
      this.stockUpdates.push({
        product_variant_id: item.variant.id,
        order_id: orderId,
        old_stock: stock + 1,
        new_stock: stock,
        created_at: input.createdAt,
      });
    }
    return orderId;
  }

  async partialOrder(
    userId: string,
    input: {
      status: OrderStatus;
      createdAt: Date;
      date: string;
      checkoutId: string;
      dispatchedAt?: Date;
    },
  ): Promise<number> {
    this.serial += 1;
    const sent = input.dispatchedAt !== undefined;
    const [row] = await this.db
      .insert(partialOrder)
      .values({
        user_id: userId,
        created_at: input.createdAt,
        date: input.date,
        status: input.status,
        payment_checkout_id: input.checkoutId,
        delivery_provider: "royal_mail",
        fulfilment_order_id:
          input.status === "ORDER_PLACED_PAYMENT_CANCELLED"
            ? null
            : `ACS-ORD-${10000 + this.serial}`,
        fulfilment_processed_time: sent ? addDays(input.dispatchedAt as Date, -1) : null,
        fulfilment_updated_at: input.dispatchedAt ?? null,
        dispatched_at: input.dispatchedAt ?? null,
        tracking_code: sent ? `RN${String(500600700 + this.serial * 13)}GB` : null,
        internal_note:
          input.status === "ORDER_PLACED_PAYMENT_CANCELLED"
            ? "Card payment cancelled at checkout"
            : null,
      })
      .returning({ id: partialOrder.id });
    this.counts.partialOrders += 1;
    return row?.id as number;
  }

  async partialReturn(
    userId: string,
    input: {
      status: OrderStatus;
      createdAt: Date;
      date: string;
      quantity: number;
      receivedAt?: Date;
    },
  ): Promise<number> {
    this.serial += 1;
    const [row] = await this.db
      .insert(partialReturn)
      .values({
        user_id: userId,
        created_at: input.createdAt,
        date: input.date,
        status: input.status,
        delivery_provider: "royal_mail",
        fulfilment_processed_time: input.receivedAt ?? null,
        fulfilment_return_id: `ACS-RET-${20000 + this.serial}`,
        item_quantity: input.quantity,
      })
      .returning({ id: partialReturn.id });
    this.counts.partialReturns += 1;
    return row?.id as number;
  }
}
