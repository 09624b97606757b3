import type { Executor } from "@/server/db/client";
import { productVariantStockUpdates, userProductFavorites, users } from "@/server/db/schema";
import { insertInChunks } from "./bulk-insert";
import type { GarmentFactory, GarmentSpec } from "./garment-plan";
import {
  deliverGarment,
  holdGarment,
  receiveReturn,
  releaseGarment,
  startReturn,
} from "./garment-rentals";
import {
  DEMO_MEMBER,
  DEMO_MEMBER_ROW,
  OTHER_MEMBERS,
  STAFF_ROW,
  type OtherMember,
} from "./member-data";
import { MemberOrders } from "./member-orders";
import { seedSubscriptions } from "./seed-subscriptions";
import type { Random } from "./random";
import type { SeededCatalogue } from "./seed-catalogue";
import { addDays, at } from "./seed-dates";

/**
 * The demo member has items in every grouping of spec section 4.4 (active, upcoming,
 * returning), a finished rental, and one garment first held on a payment-cancelled delivery.
 */
async function seedDemoMember(orders: MemberOrders): Promise<void> {
  const user = DEMO_MEMBER.id;
  const plan = "Subscription B";

  const past = orders.pickVariants(4, "2026-05-29", true);
  await orders.subscriptionOrder(user, {
    status: "ORDER_FINALISED",
    plan,
    createdAt: at("2026-05-28", "10:15"),
    checkoutId: "cs_local_demo_0001",
    subscriptionId: "sub_local_demo",
    deliveryDate: "2026-06-02",
    returnDate: "2026-08-28",
    items: past.map((variant) => ({ variant, status: "RETURN_DELIVERED" as const })),
  });
  const pastDelivery = await orders.partialOrder(user, {
    status: "ORDER_FINALISED",
    createdAt: at("2026-05-28", "10:16"),
    date: "2026-06-02",
    checkoutId: "cs_local_demo_0001",
    dispatchedAt: at("2026-06-01", "15:00"),
  });
  const pastReturn = await orders.partialReturn(user, {
    status: "ORDER_FINALISED",
    createdAt: at("2026-08-24", "18:20"),
    date: "2026-08-26",
    quantity: past.length,
    receivedAt: at("2026-08-28", "11:00"),
  });
  for (const variant of past) {
    const garment = orders.shelfGarment(variant, "2026-05-29");
    holdGarment(garment, { userId: user, partialOrderId: pastDelivery }, at("2026-05-29"));
    deliverGarment(garment, at("2026-06-02", "12:00"));
    startReturn(garment, pastReturn, at("2026-08-26"));
    receiveReturn(garment, at("2026-08-28", "11:00"), "STORAGE");
  }

  // Current plan: [0, 1] being worn, [2, 3] on their way back, [4, 5] the upcoming swap.
  const current = orders.pickVariants(6, "2026-08-20");
  const itemStatuses = [
    "CONFIRMED",
    "CONFIRMED",
    "RETURN_REQUESTED",
    "RETURN_REQUESTED",
    "REQUESTED",
    "REQUESTED",
  ] as const;
  await orders.subscriptionOrder(user, {
    status: "ORDER_ACTIVE",
    plan,
    createdAt: at("2026-08-20", "09:30"),
    checkoutId: "cs_local_demo_0002",
    subscriptionId: "sub_local_demo",
    deliveryDate: "2026-09-04",
    items: current.map((variant, i) => ({ variant, status: itemStatuses[i] ?? "REQUESTED" })),
  });
  const cancelled = await orders.partialOrder(user, {
    status: "ORDER_PLACED_PAYMENT_CANCELLED",
    createdAt: at("2026-08-20", "09:00"),
    date: "2026-08-24",
    checkoutId: "cs_local_demo_0002_cancelled",
  });
  const active = await orders.partialOrder(user, {
    status: "ORDER_ACTIVE",
    createdAt: at("2026-08-31", "19:10"),
    date: "2026-09-04",
    checkoutId: "cs_local_demo_0002",
    dispatchedAt: at("2026-09-03", "14:00"),
  });
  const worn = current.slice(0, 4).map((variant) => orders.rentalGarment(variant, "2026-08-20"));
  const [resent] = worn;
  if (resent) {
    holdGarment(resent, { userId: user, partialOrderId: cancelled }, at("2026-08-20", "09:05"));
    releaseGarment(resent, at("2026-08-21", "10:00"));
  }
  for (const garment of worn) {
    holdGarment(garment, { userId: user, partialOrderId: active }, at("2026-09-01"));
    deliverGarment(garment, at("2026-09-04", "12:00"));
  }
  const returning = await orders.partialReturn(user, {
    status: "ORDER_PLACED",
    createdAt: at("2026-10-27", "20:05"),
    date: "2026-11-03",
    quantity: 2,
  });
  for (const garment of worn.slice(2, 4))
    startReturn(garment, returning, at("2026-10-27", "20:05"));

  const upcoming = await orders.partialOrder(user, {
    status: "ORDER_PLACED",
    createdAt: at("2026-10-27", "20:10"),
    date: "2026-11-05",
    checkoutId: "cs_local_demo_0003",
  });
  current.slice(4, 6).forEach((variant, i) => {
    const garment = orders.rentalGarment(variant, "2026-08-20");
    holdGarment(
      garment,
      { userId: user, partialOrderId: upcoming },
      at("2026-10-28"),
      i === 0 ? "HOLD" : "STORAGE_HOLD",
    );
  });
}

async function seedOtherMember(
  orders: MemberOrders,
  member: OtherMember,
  n: number,
): Promise<void> {
  const user = member.row.id as string;
  const subscriptionId = member.row.payment_subscription_id ?? null;
  const plan = member.plan;
  const checkout = (k: number) => `cs_local_member_${n}_${k}`;

  if (member.scenario === "lapsed" || member.scenario === "wearing") {
    const lapsed = member.scenario === "lapsed";
    const [start, delivered, returned, received] = lapsed
      ? ["2026-02-01", "2026-02-05", "2026-05-08", "2026-05-10"]
      : ["2026-06-28", "2026-07-03", "2026-10-22", "2026-10-24"];
    const past = orders.pickVariants(3, start, lapsed);
    await orders.subscriptionOrder(user, {
      status: "ORDER_FINALISED",
      plan,
      createdAt: at(start, "20:00"),
      checkoutId: checkout(1),
      subscriptionId,
      deliveryDate: delivered,
      returnDate: received,
      items: past.map((variant) => ({ variant, status: "RETURN_DELIVERED" as const })),
    });
    const delivery = await orders.partialOrder(user, {
      status: "ORDER_FINALISED",
      createdAt: at(start, "20:01"),
      date: delivered,
      checkoutId: checkout(1),
      dispatchedAt: addDays(at(delivered, "15:00"), -1),
    });
    const back = await orders.partialReturn(user, {
      status: "ORDER_FINALISED",
      createdAt: at(returned, "08:00"),
      date: returned,
      quantity: past.length,
      receivedAt: at(received, "11:00"),
    });
    past.forEach((variant, i) => {
      const garment = lapsed
        ? orders.shelfGarment(variant, start)
        : orders.rentalGarment(variant, start);
      holdGarment(garment, { userId: user, partialOrderId: delivery }, at(start, "21:00"));
      deliverGarment(garment, at(delivered, "12:00"));
      startReturn(garment, back, at(returned, "08:00"));
      receiveReturn(
        garment,
        at(received, "11:00"),
        lapsed ? "STORAGE" : i === 2 ? "PROBLEM" : "IN_CLEANING",
      );
    });
    if (lapsed) return;
  }

  const start = {
    wearing: "2026-10-20",
    returning: "2026-09-12",
    upcoming: "2026-10-29",
    lapsed: "",
  }[member.scenario];
  const deliveryDay = {
    wearing: "2026-10-26",
    returning: "2026-09-16",
    upcoming: "2026-11-04",
    lapsed: "",
  }[member.scenario];
  const placed = member.scenario === "upcoming";
  const count = member.scenario === "returning" ? 4 : 3;
  const variants = orders.pickVariants(count, start);
  await orders.subscriptionOrder(user, {
    status: placed ? "ORDER_PLACED" : "ORDER_ACTIVE",
    plan,
    createdAt: at(start, "12:00"),
    checkoutId: checkout(2),
    subscriptionId,
    deliveryDate: deliveryDay,
    items: variants.map((variant, i) => ({
      variant,
      status: placed
        ? ("REQUESTED" as const)
        : member.scenario === "returning" && i >= 2
          ? ("RETURN_REQUESTED" as const)
          : ("CONFIRMED" as const),
    })),
  });
  const delivery = await orders.partialOrder(user, {
    status: placed ? "ORDER_PLACED" : "ORDER_ACTIVE",
    createdAt: at(start, "12:01"),
    date: deliveryDay,
    checkoutId: checkout(2),
    dispatchedAt: placed ? undefined : addDays(at(deliveryDay, "15:00"), -1),
  });
  const garments = variants.map((variant) => orders.rentalGarment(variant, start));
  garments.forEach((garment, i) => {
    holdGarment(
      garment,
      { userId: user, partialOrderId: delivery },
      at(start, "12:30"),
      placed && i < 2 ? "STORAGE_HOLD" : "HOLD",
    );
    if (!placed) deliverGarment(garment, at(deliveryDay, "12:00"));
  });
  if (member.scenario === "returning") {
    const back = await orders.partialReturn(user, {
      status: "ORDER_ACTIVE",
      createdAt: at("2026-10-28", "09:00"),
      date: "2026-10-30",
      quantity: 2,
    });
    for (const garment of garments.slice(2)) startReturn(garment, back, at("2026-10-30", "10:00"));
  }
}

export interface SeededMembers {
  members: number;
  rentalGarments: GarmentSpec[];
  orders: MemberOrders;
}

/** Users (demo member, staff, a few other members), their orders and favourites. */
export async function seedMembers(
  db: Executor,
  random: Random,
  factory: GarmentFactory,
  catalogue: SeededCatalogue,
  pool: GarmentSpec[],
): Promise<SeededMembers> {
  const rows = [DEMO_MEMBER_ROW, STAFF_ROW, ...OTHER_MEMBERS.map((m) => m.row)];
  await db.insert(users).values(rows);
  await seedSubscriptions(db, rows);
  const orders = new MemberOrders(db, random, factory, catalogue, pool);
  await seedDemoMember(orders);
  for (const [i, member] of OTHER_MEMBERS.entries()) await seedOtherMember(orders, member, i + 3);
  await insertInChunks(db, productVariantStockUpdates, orders.stockUpdates);

  const listed = catalogue.products.filter((p) => p.listed);
  const favourites = [DEMO_MEMBER.id, ...OTHER_MEMBERS.map((m) => m.row.id as string)].flatMap(
    (userId, i) =>
      random.sample(listed, Math.min(listed.length, i === 0 ? 3 : 1 + (i % 2))).map((product) => ({
        user_id: userId,
        product_id: product.id,
        created_at: at("2026-10-01", `1${i}:00`),
      })),
  );
  await insertInChunks(db, userProductFavorites, favourites);
  return { members: 1 + OTHER_MEMBERS.length, rentalGarments: orders.rentalGarments, orders };
}
