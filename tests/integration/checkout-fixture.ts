import { eq, inArray } from "drizzle-orm";
import type { CheckoutRequest } from "@/domain/checkout/checkout-body";
import { deliveryOffer } from "@/domain/checkout/checkout-request";
import type { SettingsDocument } from "@/domain/content/documents";
import { parseSettings, type Settings } from "@/domain/content/settings";
import type { CardInput } from "@/domain/payments/sandbox-card";
import { openPostgres, type Database } from "@/server/db/client";
import {
  contentDocuments,
  emailOutbox,
  memberSubscriptions,
  order,
  partialOrder,
  paymentEvents,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  productVariantStockUpdates,
  userProductItems,
  users,
} from "@/server/db/schema";
import { sandboxWebhookSecret } from "@/server/integrations/payments";
import { SETTINGS_UID } from "@/server/integrations/content/content-source";
import {
  LocalPaymentGateway,
  type PayResult,
} from "@/server/integrations/payments/local/local-payment-gateway";
import { signPayload } from "@/server/integrations/payments/local/webhook-signature";
import { settingsDocument } from "@/server/seed/content/settings-document";
import { afterSettle } from "@/server/services/checkout/after-settle";
import { moveGarments } from "@/server/services/garments/move-garment";
import type { CodeAttempts } from "@/server/services/checkout/checkout-code";
import { startCheckout, type StartCheckoutResult } from "@/server/services/checkout/start-checkout";
import {
  processPaymentEvent,
  type ProcessResult,
} from "@/server/services/payments/process-payment-event";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

/**
 * A small shop for the checkout and payment tests (issue 9): a freshly migrated database, products
 * whose variants have a known stock and one physical garment in STORAGE per unit, members with an
 * address in a served postcode, the settings (the demo plans plus two small ones), and the local
 * payment sandbox whose events go straight to the code the webhook route runs, on a clock the test
 * moves.
 */

export const APP_URL = "http://localhost:3000";
export const RESERVATION_MINUTES = 30;
/** In the service area (SW11 is in the demo settings' postcode list). */
export const SERVED_POSTCODE = "SW11 5QL";
/** Delivered by Royal Mail ('4d'): outside the served list, not excluded. */
export const ROYAL_MAIL_POSTCODE = "M1 1AE";
/** Not served (Shetland is in the demo settings' excluded postcodes): the waitlist. */
export const EXCLUDED_POSTCODE = "ZE1 0AA";

export const SUCCESS_CARD: CardInput = {
  number: "4242 4242 4242 4242",
  expiry: "12 / 34",
  securityCode: "123",
};
export const DECLINED_CARD: CardInput = { ...SUCCESS_CARD, number: "4000 0000 0000 0002" };

/** The demo plans (A: 5, B: 10, C: 15 garments) and two small ones for short wardrobes. */
export const PLANS = {
  A: { plan: "Subscription A", priceId: "price_local_subscription_a", limit: 5, pence: 2500 },
  single: { plan: "Single", priceId: "price_local_single", limit: 1, pence: 1500 },
  pair: { plan: "Pair", priceId: "price_local_pair", limit: 2, pence: 2000 },
} as const;

export const shopSettingsDocument: SettingsDocument = {
  ...settingsDocument,
  subscriptionOption: [
    ...settingsDocument.subscriptionOption,
    { option: "Single", optionLimit: 1, optionPrice: 15, paymentId: PLANS.single.priceId },
    { option: "Pair", optionLimit: 2, optionPrice: 20, paymentId: PLANS.pair.priceId },
  ],
};

/** Time as the shop sees it: frozen unless a test moves it. */
export interface TestClock {
  now(): Date;
  set(date: Date): void;
  advanceMinutes(minutes: number): void;
}

function frozenClock(start: Date): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    set: (date) => void (current = new Date(date)),
    advanceMinutes: (minutes) => void (current = new Date(current.getTime() + minutes * 60_000)),
  };
}

export interface SignedEvent {
  body: string;
  signature: string;
}

export interface CheckoutRequestInput {
  plan: string;
  /** Variant ids (new picks), or lines with `kept` for a member's next wardrobe. */
  lines: readonly (number | { variantId: number; kept?: boolean })[];
  today: Date;
  postcode?: string;
  deliveryDate?: string;
  time?: string;
  delivery?: Record<string, unknown>;
  /** A gift card or promotion code typed at /checkout. */
  code?: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A valid POST /api/checkout body: the DELIVERY form's values (terms accepted), the first delivery
 * day and time offered for the postcode on `today`.
 */
export function checkoutRequest(settings: Settings, input: CheckoutRequestInput): CheckoutRequest {
  const postcode = input.postcode ?? SERVED_POSTCODE;
  const offer = deliveryOffer(postcode, settings, isoDay(input.today));
  const { days, times } = "days" in offer ? offer : { days: [], times: settings.deliveryTimes };
  return {
    plan: input.plan,
    lines: input.lines.map((line) =>
      typeof line === "number"
        ? { variantId: line, kept: false }
        : { variantId: line.variantId, kept: line.kept ?? false },
    ),
    delivery: {
      title: "Mrs",
      firstName: "Amelia",
      lastName: "Hart",
      address1: "12 Lavender Hill",
      address2: "",
      city: "London",
      postcode,
      country: "United Kingdom",
      contactNumber: "07700 900123",
      termsAccepted: true,
      ...input.delivery,
    },
    deliveryDate: input.deliveryDate ?? days[0] ?? "2000-01-01",
    time: input.time ?? times[0]!,
    code: input.code,
  };
}

export interface TestProduct {
  productId: number;
  variantIds: number[];
}

export interface CheckoutShop {
  handle: TestDatabase;
  db: Database;
  settings: Settings;
  clock: TestClock;
  gateway: LocalPaymentGateway;
  /** The sandbox's signing secret, the same the webhook route verifies with. */
  secret: string;
  /**
   * 'process': each event the sandbox sends runs through the webhook's code at once; 'capture':
   * kept in `captured`; 'down': the shop does not answer (the sandbox keeps it to send again).
   */
  delivery: "process" | "capture" | "down";
  captured: SignedEvent[];
  /** The result of every event the webhook code processed, in order. */
  results: ProcessResult[];
  /** What POST /api/webhooks/payments does with a request: verify, process once, then e-mail and invalidate. */
  webhook(body: string, signature: string | null): Promise<ProcessResult>;
  /** A body signed as the sandbox signs it (at `at`, by default the shop's clock). */
  sign(event: object, options?: { secret?: string; at?: Date }): SignedEvent;
  addProduct(stocks: readonly number[]): Promise<TestProduct>;
  addMember(options?: { postcode?: string }): Promise<{ id: string; email: string }>;
  request(input: Omit<CheckoutRequestInput, "today"> & { today?: Date }): CheckoutRequest;
  checkout(
    userId: string,
    request: CheckoutRequest,
    overrides?: { settings?: Settings; now?: Date; codeAttempts?: CodeAttempts },
  ): Promise<StartCheckoutResult>;
  /** A new member's checkout of one garment on the Single plan (stock `stock`), to be paid. */
  startSingleCheckout(
    stock?: number,
  ): Promise<{ member: { id: string; email: string }; variantId: number; orderId: number }>;
  sessionOf(orderId: number): Promise<string>;
  pay(orderId: number, card?: CardInput): Promise<PayResult>;
  stockOf(variantId: number): Promise<number>;
  close(): Promise<void>;
}

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * Opens a fresh database and builds the shop. On PostgreSQL the services get a pool of
 * `poolSize` connections (the concurrency tests need more than the test database's 5).
 */
export async function openCheckoutShop(options: { poolSize?: number } = {}): Promise<CheckoutShop> {
  const handle = await createTestDatabase();
  const pool =
    testDbKind === "postgres" && handle.url
      ? openPostgres(handle.url, options.poolSize ?? 25)
      : null;
  const db = pool?.db ?? handle.db;
  const settings = parseSettings(shopSettingsDocument);
  const clock = frozenClock(new Date());
  const secret = sandboxWebhookSecret();

  // The route handler reads the published settings; they are the same as the services get here.
  await db.insert(contentDocuments).values({
    type: "settings",
    uid: SETTINGS_UID,
    draft: shopSettingsDocument as unknown as Record<string, unknown>,
    published: shopSettingsDocument as unknown as Record<string, unknown>,
    published_version: 1,
    published_at: new Date(),
  });

  const shop: CheckoutShop = {
    handle,
    db,
    settings,
    clock,
    secret,
    delivery: "process",
    captured: [],
    results: [],
    gateway: undefined as unknown as LocalPaymentGateway,
    async webhook(body, signature) {
      const event = await shop.gateway.parseWebhook(body, signature);
      const result = await processPaymentEvent(db, "local", event, settings);
      shop.results.push(result);
      if (result.status === "processed") await afterSettle(db, [result.outcome]);
      return result;
    },
    sign(event, { secret: key = secret, at = clock.now() } = {}) {
      const body = JSON.stringify(event);
      return { body, signature: signPayload(body, key, at) };
    },
    async addProduct(stocks) {
      const id = unique();
      const [product] = await db
        .insert(products)
        .values({
          name: `Fox Romper ${id}`,
          slug: `fox-romper-${id}`,
          rrp: "30.00",
          published_at: new Date(),
        })
        .returning({ id: products.id });
      const variants = await db
        .insert(productVariants)
        .values(
          stocks.map((stock, index) => ({
            product_id: product!.id,
            sku: `FOX-${id}-${index}`,
            stock,
          })),
        )
        .returning({
          id: productVariants.id,
          sku: productVariants.sku,
          stock: productVariants.stock,
        });
      const garments = variants.flatMap((variant) =>
        Array.from({ length: variant.stock }, () => ({
          sku: variant.sku,
          product_variant_id: variant.id,
          status: "STORAGE" as const,
        })),
      );
      if (garments.length > 0) await db.insert(productItems).values(garments);
      return { productId: product!.id, variantIds: variants.map((variant) => variant.id) };
    },
    async addMember({ postcode = SERVED_POSTCODE } = {}) {
      const id = `member-${unique()}`;
      const email = `${id}@example.co.uk`;
      await db.insert(users).values({
        id,
        email,
        firstName: "Amelia",
        lastName: "Hart",
        address1: "12 Lavender Hill",
        city: "London",
        postcode,
        country: "United Kingdom",
        contactNumber: "07700 900123",
      });
      return { id, email };
    },
    request: (input) => checkoutRequest(settings, { today: clock.now(), ...input }),
    checkout: (userId, request, overrides = {}) =>
      startCheckout(db, shop.gateway, {
        userId,
        request,
        settings: overrides.settings ?? settings,
        now: overrides.now ?? clock.now(),
        appUrl: APP_URL,
        reservationMinutes: RESERVATION_MINUTES,
        codeAttempts: overrides.codeAttempts ?? {
          subjects: { address: "203.0.113.7", pageId: `checkout-${userId}` },
          limits: { perAddress: 1000, perPage: 1000 },
        },
      }),
    async startSingleCheckout(stock = 2) {
      const member = await shop.addMember();
      const {
        variantIds: [variantId],
      } = await shop.addProduct([stock]);
      const started = await shop.checkout(
        member.id,
        shop.request({ plan: PLANS.single.plan, lines: [variantId!] }),
      );
      if (started.kind !== "payment") throw new Error(`Expected a payment, got ${started.kind}`);
      return { member, variantId: variantId!, orderId: started.orderId };
    },
    async sessionOf(orderId) {
      const [row] = await db
        .select({ checkoutId: order.checkout_id })
        .from(order)
        .where(eq(order.id, orderId));
      if (!row?.checkoutId) throw new Error(`Order ${orderId} has no checkout session`);
      return row.checkoutId;
    },
    async pay(orderId, card = SUCCESS_CARD) {
      return shop.gateway.payCheckout(await shop.sessionOf(orderId), card);
    },
    stockOf: (variantId) => stockOf(db, variantId),
    async close() {
      await pool?.close();
      await handle.close();
    },
  };
  shop.gateway = new LocalPaymentGateway({
    db,
    appUrl: APP_URL,
    webhookSecret: secret,
    prices: async (priceId) => {
      const option = settings.subscriptionOptions.find((o) => o.paymentPriceId === priceId);
      return option ? { amountPence: Math.round(option.price * 100), name: option.plan } : null;
    },
    deliver: async (body, signature) => {
      if (shop.delivery === "down") throw new Error("The webhook answered 503");
      if (shop.delivery === "capture") shop.captured.push({ body, signature });
      else await shop.webhook(body, signature);
    },
    now: () => clock.now(),
  });
  return shop;
}

// What a member or staff would see, read back from the database.

export async function stockOf(db: Database, variantId: number): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

export async function orderState(db: Database, orderId: number) {
  const [row] = await db.select().from(order).where(eq(order.id, orderId));
  const deliveries = await db.select().from(partialOrder).where(eq(partialOrder.order_id, orderId));
  return { order: row!, delivery: deliveries[0], deliveries };
}

export async function stockUpdatesOf(db: Database, variantIds: readonly number[]) {
  return db
    .select({
      variantId: productVariantStockUpdates.product_variant_id,
      orderId: productVariantStockUpdates.order_id,
      old: productVariantStockUpdates.old_stock,
      new: productVariantStockUpdates.new_stock,
    })
    .from(productVariantStockUpdates)
    .where(inArray(productVariantStockUpdates.product_variant_id, [...variantIds]))
    .orderBy(productVariantStockUpdates.id);
}

export async function garmentsOf(db: Database, variantIds: readonly number[]) {
  return db
    .select({
      id: productItems.id,
      variantId: productItems.product_variant_id,
      status: productItems.status,
    })
    .from(productItems)
    .where(inArray(productItems.product_variant_id, [...variantIds]))
    .orderBy(productItems.id);
}

export async function historyOf(db: Database, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(productItemsHistory)
    .where(inArray(productItemsHistory.product_item_id, [...itemIds]))
    .orderBy(productItemsHistory.id);
}

export async function memberItemsOf(db: Database, userId: string) {
  return db
    .select()
    .from(userProductItems)
    .where(eq(userProductItems.user_id, userId))
    .orderBy(userProductItems.id);
}

export async function memberOf(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export async function subscriptionsOf(db: Database, userId: string) {
  return db.select().from(memberSubscriptions).where(eq(memberSubscriptions.user_id, userId));
}

export async function emailsTo(db: Database, email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
}

export async function ordersOf(db: Database, userId: string) {
  return db.select().from(order).where(eq(order.user_id, userId)).orderBy(order.id);
}

/** The payment_events rows stored for these event ids. */
export async function paymentEventRows(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: paymentEvents.id, type: paymentEvents.type })
    .from(paymentEvents)
    .where(inArray(paymentEvents.id, [...ids]))
    .orderBy(paymentEvents.id);
}

/** The ids of signed events (as the sandbox sent them). */
export function eventIdsOf(events: readonly SignedEvent[]): string[] {
  return events.map((event) => (JSON.parse(event.body) as { id: string }).id);
}

/**
 * A member whose paid delivery of `units` garments (one new product, one garment a variant) the
 * warehouse has dispatched (status CUSTOMER), or not yet.
 */
export async function memberWithGarments(shop: CheckoutShop, units: number, dispatched = true) {
  const { variantIds } = await shop.addProduct(Array(units).fill(1));
  const member = await shop.addMember();
  const plan = units === 1 ? PLANS.single.plan : units === 2 ? PLANS.pair.plan : PLANS.A.plan;
  const started = await shop.checkout(member.id, shop.request({ plan, lines: variantIds }));
  if (started.kind !== "payment") throw new Error(`Expected a payment, got ${started.kind}`);
  const paid = await shop.pay(started.orderId);
  if (paid.kind !== "paid") throw new Error(`Expected the payment to go through, got ${paid.kind}`);
  const items = await memberItemsOf(shop.db, member.id);
  if (dispatched)
    await moveGarments(
      shop.db,
      items.map((item) => ({
        itemId: item.product_item_id,
        to: "CUSTOMER" as const,
        reason: "Dispatched by the warehouse",
        previousOrderId: item.partial_order_id,
        newOrderId: item.partial_order_id,
      })),
    );
  return {
    member,
    orderId: started.orderId,
    deliveryId: items[0]!.partial_order_id!,
    itemIds: items.map((item) => item.product_item_id),
  };
}
