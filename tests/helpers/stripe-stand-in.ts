import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from "node:http";

/**
 * A local stand-in for the parts of Stripe's HTTP API the shop's adapter calls, so tests drive the
 * real SDK without the internet. It parses Stripe's form encoding, answers Stripe-shaped JSON,
 * refuses unknown ids the way Stripe does (404 resource_missing) and records every request.
 */

type Params = Record<string, unknown>;
// Stripe objects are open-ended JSON; tests read and patch them freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StripeObject = Record<string, any> & { id: string };

export interface StripeRequestRecord {
  method: string;
  /** Without the query string, e.g. /v1/checkout/sessions/cs_test_1/expire. */
  path: string;
  /** Body (POST) or query (GET) parameters, nested as the SDK wrote them; values are strings. */
  params: Params;
  headers: IncomingHttpHeaders;
  /** The status the stand-in answered. */
  status: number;
}

export interface SeedSubscriptionInput {
  customer?: string;
  priceId?: string;
  status?: string;
  currentPeriodEnd?: Date;
  pauseCollection?: { behavior: string; resumes_at: number | null } | null;
  cancelAtPeriodEnd?: boolean;
  cancellationDetails?: { comment?: string | null; feedback?: string | null };
  metadata?: Record<string, string>;
}

interface StandInState {
  customers: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
  coupons: Map<string, StripeObject>;
  promotionCodes: Map<string, StripeObject>;
  balanceTransactions: Map<string, StripeObject>;
  /** Invoice payments by invoice id (a subscription's first invoice, paid at checkout). */
  invoicePayments: Map<string, StripeObject[]>;
  refunds: Map<string, StripeObject>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

function missing(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });
}

function invalid(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
  });
}

function decode(component: string): string {
  return decodeURIComponent(component.replace(/\+/g, " "));
}

/** Objects whose keys are exactly 0..n-1 were arrays before encoding (metadata keeps its keys). */
function arrayify(value: unknown, key = ""): unknown {
  if (typeof value !== "object" || value === null) return value;
  const record = value as Params;
  const entries = Object.entries(record).map(([k, v]) => [k, arrayify(v, k)] as const);
  const keys = entries.map(([k]) => k);
  const isArray =
    key !== "metadata" && keys.length > 0 && keys.every((k, index) => k === String(index));
  if (isArray) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

/** Stripe's form encoding: `a[b][0][c]=value` pairs, as the SDK writes bodies and queries. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const rawKey = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? "" : decode(pair.slice(at + 1));
    const head = rawKey.split("[", 1)[0] ?? rawKey;
    const path = [head, ...Array.from(rawKey.matchAll(/\[([^\]]*)\]/g), (m) => m[1] ?? "")];
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== "object" || next === null) node[segment] = {};
      node = node[segment] as Params;
    });
  }
  return arrayify(root) as Params;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === "string" && value !== "" ? Number(value) : undefined;
}

function bool(value: unknown): boolean | undefined {
  return value === "true" ? true : value === "false" ? false : undefined;
}

function list(value: unknown): Params[] {
  return Array.isArray(value) ? (value as Params[]) : [];
}

function record(value: unknown): Record<string, string> {
  return typeof value === "object" && value !== null
    ? { ...(value as Record<string, string>) }
    : {};
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

export interface StripeStandInOptions {
  /** When set, any other bearer key is refused with 401, as Stripe does. */
  secretKey?: string;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const state: StandInState = {
    customers: new Map(),
    prices: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    portalSessions: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    balanceTransactions: new Map(),
    invoicePayments: new Map(),
    refunds: new Map(),
  };
  const requests: StripeRequestRecord[] = [];
  const counters = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failuresLeft = 0;
  let failureStatus = 500;
  let baseUrl = "";
  const hooks: { beforeRequest?: (record: StripeRequestRecord) => void } = {};

  const nextId = (prefix: string) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}_test_${n}`;
  };

  function priceObject(id: string): StripeObject {
    const price = state.prices.get(id);
    return price ? { ...price } : { id, object: "price", unit_amount: null, currency: "gbp" };
  }

  function subscriptionItem(subscriptionId: string, priceId: string, periodEnd: number) {
    return {
      id: nextId("si"),
      object: "subscription_item",
      price: priceObject(priceId),
      quantity: 1,
      subscription: subscriptionId,
      current_period_start: periodEnd - 30 * DAY,
      current_period_end: periodEnd,
      metadata: {},
    };
  }

  function createSubscription(input: SeedSubscriptionInput): StripeObject {
    const id = nextId("sub");
    const periodEnd = input.currentPeriodEnd
      ? Math.floor(input.currentPeriodEnd.getTime() / 1000)
      : nowSeconds() + 30 * DAY;
    const subscription: StripeObject = {
      id,
      object: "subscription",
      customer: input.customer ?? nextId("cus"),
      status: input.status ?? "active",
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: {
        comment: input.cancellationDetails?.comment ?? null,
        feedback: input.cancellationDetails?.feedback ?? null,
        reason: null,
      },
      pause_collection: input.pauseCollection ?? null,
      metadata: input.metadata ?? {},
      currency: "gbp",
      created: nowSeconds(),
      start_date: nowSeconds(),
      items: {
        object: "list",
        data: [subscriptionItem(id, input.priceId ?? "price_test_default", periodEnd)],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    state.subscriptions.set(id, subscription);
    return subscription;
  }

  function found<T>(map: Map<string, T>, kind: string, id: string): T {
    const value = map.get(id);
    if (value === undefined) throw missing(kind, id, "id");
    return value;
  }

  /**
   * `discounts: [{ promotion_code }]` (or `[{ coupon }]`), as Stripe takes them: one at most, never
   * with `allow_promotion_codes`, and only a code that can be redeemed now.
   */
  function sessionDiscount(params: Params, amountTotal: number) {
    const asked = list(params.discounts);
    if (asked.length === 0) return { amount: 0, discounts: [] as Params[] };
    if (bool(params.allow_promotion_codes) !== undefined)
      throw invalid(
        "You may only specify one of these parameters: allow_promotion_codes, discounts.",
      );
    if (asked.length > 1) throw invalid("You may only specify one discount.", "discounts");
    const promotionId = str(asked[0]!.promotion_code);
    const promotion = promotionId
      ? found(state.promotionCodes, "promotion_code", promotionId)
      : undefined;
    const coupon = found(
      state.coupons,
      "coupon",
      promotion ? String(promotion.promotion.coupon) : (str(asked[0]!.coupon) ?? ""),
    );
    const now = nowSeconds();
    const usedUp = (o: StripeObject) =>
      o.max_redemptions !== null && Number(o.times_redeemed) >= Number(o.max_redemptions);
    if (
      !coupon.valid ||
      usedUp(coupon) ||
      (coupon.redeem_by !== null && Number(coupon.redeem_by) <= now) ||
      (promotion &&
        (!promotion.active ||
          usedUp(promotion) ||
          (promotion.expires_at !== null && Number(promotion.expires_at) <= now)))
    )
      throw invalid("This promotion code cannot be redeemed.", "discounts");
    return {
      amount: Math.min(amountTotal, Number(coupon.amount_off ?? 0)),
      discounts: [{ coupon: promotion ? null : coupon.id, promotion_code: promotionId ?? null }],
    };
  }

  function createCheckoutSession(params: Params): StripeObject {
    const mode = str(params.mode);
    if (mode !== "payment" && mode !== "subscription" && mode !== "setup") {
      throw invalid("Missing required param: mode.", "mode");
    }
    const expiresAt = num(params.expires_at) ?? nowSeconds() + DAY;
    // Stripe's window: between 30 minutes and 24 hours from now.
    if (expiresAt < nowSeconds() + 30 * 60 - 5 || expiresAt > nowSeconds() + DAY + 5) {
      throw invalid(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.",
        "expires_at",
      );
    }
    const customer = str(params.customer);
    if (customer !== undefined && !state.customers.has(customer)) {
      throw missing("customer", customer, "customer");
    }
    let amountTotal = 0;
    list(params.line_items).forEach((item, index) => {
      const quantity = num(item.quantity) ?? 1;
      const priceId = str(item.price);
      const priceData = item.price_data as Params | undefined;
      if (priceId !== undefined) {
        const price = state.prices.get(priceId);
        if (!price) throw missing("price", priceId, `line_items[${index}][price]`);
        amountTotal += Number(price.unit_amount) * quantity;
      } else if (priceData) {
        if (mode === "subscription" && !priceData.recurring) {
          throw invalid("Subscription mode needs a recurring price.", `line_items[${index}]`);
        }
        amountTotal += (num(priceData.unit_amount) ?? 0) * quantity;
      } else {
        throw invalid("Each line item needs a price or price_data.", `line_items[${index}]`);
      }
    });
    const discount = sessionDiscount(params, amountTotal);
    const id = nextId("cs");
    const session: StripeObject = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      url: `${baseUrl}/c/pay/${id}`,
      customer: customer ?? null,
      customer_email: str(params.customer_email) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      metadata: record(params.metadata),
      amount_total: amountTotal - discount.amount,
      currency: "gbp",
      allow_promotion_codes: bool(params.allow_promotion_codes) ?? null,
      locale: str(params.locale) ?? null,
      success_url: str(params.success_url) ?? null,
      cancel_url: str(params.cancel_url) ?? null,
      expires_at: expiresAt,
      created: nowSeconds(),
      payment_intent: null,
      subscription: null,
      invoice: null,
      discounts: discount.discounts,
      total_details: { amount_discount: discount.amount, amount_shipping: 0, amount_tax: 0 },
      // Kept so completing the session can make the subscription it would.
      _line_items: list(params.line_items),
      _subscription_metadata: record((params.subscription_data as Params | undefined)?.metadata),
    };
    state.checkoutSessions.set(id, session);
    return session;
  }

  function publicObject(object: StripeObject): StripeObject {
    return Object.fromEntries(
      Object.entries(object).filter(([key]) => !key.startsWith("_")),
    ) as StripeObject;
  }

  function updateSubscription(subscription: StripeObject, params: Params): StripeObject {
    for (const item of list(params.items)) {
      const target = (subscription.items.data as StripeObject[]).find((i) => i.id === item.id);
      if (!target) throw invalid(`No such subscription item: '${str(item.id)}'`, "items");
      const priceId = str(item.price);
      if (priceId !== undefined) target.price = priceObject(priceId);
    }
    if (params.pause_collection !== undefined) {
      const pause = params.pause_collection;
      subscription.pause_collection =
        pause === ""
          ? null
          : {
              behavior: str((pause as Params).behavior) ?? "void",
              resumes_at: num((pause as Params).resumes_at) ?? null,
            };
    }
    const cancelAtPeriodEnd = bool(params.cancel_at_period_end);
    if (cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = cancelAtPeriodEnd;
    const details = params.cancellation_details as Params | undefined;
    if (details) {
      subscription.cancellation_details = {
        ...subscription.cancellation_details,
        ...(details.comment !== undefined ? { comment: str(details.comment) || null } : {}),
        ...(details.feedback !== undefined ? { feedback: str(details.feedback) || null } : {}),
      };
    }
    return subscription;
  }

  function createPromotionCode(params: Params): StripeObject {
    const promotion = params.promotion as Params | undefined;
    const couponId = str(promotion?.coupon);
    if (str(promotion?.type) !== "coupon" || couponId === undefined) {
      throw invalid("Missing required param: promotion.", "promotion");
    }
    found(state.coupons, "coupon", couponId);
    const id = nextId("promo");
    const code = str(params.code) ?? `CODE${id.slice(id.lastIndexOf("_") + 1)}`;
    const clash = [...state.promotionCodes.values()].some(
      (p) => p.active && p.code.toLowerCase() === code.toLowerCase(),
    );
    if (clash) throw invalid(`An active promotion code with \`code: ${code}\` already exists.`);
    const promotionCode: StripeObject = {
      id,
      object: "promotion_code",
      active: bool(params.active) ?? true,
      code,
      created: nowSeconds(),
      customer: null,
      expires_at: num(params.expires_at) ?? null,
      max_redemptions: num(params.max_redemptions) ?? null,
      metadata: record(params.metadata),
      promotion: { type: "coupon", coupon: couponId },
      restrictions: {
        first_time_transaction: false,
        minimum_amount: null,
        minimum_amount_currency: null,
      },
      times_redeemed: 0,
      livemode: false,
    };
    state.promotionCodes.set(id, promotionCode);
    return promotionCode;
  }

  function listPromotionCodes(params: Params) {
    const code = str(params.code)?.toLowerCase();
    const active = bool(params.active);
    const coupon = str(params.coupon);
    const limit = num(params.limit) ?? 10;
    const expand = list(params.expand) as unknown as string[];
    const data = [...state.promotionCodes.values()]
      .reverse()
      .filter((p) => code === undefined || p.code.toLowerCase() === code)
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => coupon === undefined || p.promotion.coupon === coupon)
      .slice(0, limit)
      .map((p) =>
        expand.includes("data.promotion.coupon")
          ? { ...p, promotion: { ...p.promotion, coupon: state.coupons.get(p.promotion.coupon) } }
          : p,
      );
    return { object: "list", data, has_more: false, url: "/v1/promotion_codes" };
  }

  function route(method: string, path: string, params: Params): unknown {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer: StripeObject = {
        id: nextId("cus"),
        object: "customer",
        email: str(params.email) ?? null,
        name: str(params.name) ?? null,
        metadata: record(params.metadata),
        created: nowSeconds(),
      };
      state.customers.set(customer.id, customer);
      return customer;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = found(state.customers, "customer", m[1] ?? "");
      return customer.deleted ? { id: customer.id, object: "customer", deleted: true } : customer;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      return publicObject(createCheckoutSession(params));
    }
    if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return publicObject(found(state.checkoutSessions, "checkout.session", m[1] ?? ""));
    }
    if (method === "POST" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = found(state.checkoutSessions, "checkout.session", m[1] ?? "");
      if (session.status !== "open") {
        throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      session.status = "expired";
      session.url = null;
      return publicObject(session);
    }
    if (method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return found(state.subscriptions, "subscription", m[1] ?? "");
    }
    if (method === "POST" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return updateSubscription(found(state.subscriptions, "subscription", m[1] ?? ""), params);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = str(params.customer) ?? "";
      found(state.customers, "customer", customer);
      const id = nextId("bps");
      const session: StripeObject = {
        id,
        object: "billing_portal.session",
        customer,
        return_url: str(params.return_url) ?? null,
        url: `${baseUrl}/p/session/${id}`,
        created: nowSeconds(),
      };
      state.portalSessions.set(id, session);
      return session;
    }
    if (method === "POST" && path === "/v1/coupons") {
      const amountOff = num(params.amount_off);
      if (amountOff !== undefined && str(params.currency) === undefined) {
        throw invalid("Amount off coupons need a currency.", "currency");
      }
      const coupon: StripeObject = {
        id: str(params.id) ?? nextId("coupon"),
        object: "coupon",
        amount_off: amountOff ?? null,
        percent_off: num(params.percent_off) ?? null,
        currency: str(params.currency) ?? null,
        duration: str(params.duration) ?? "once",
        duration_in_months: num(params.duration_in_months) ?? null,
        name: str(params.name) ?? null,
        max_redemptions: num(params.max_redemptions) ?? null,
        redeem_by: num(params.redeem_by) ?? null,
        times_redeemed: 0,
        valid: true,
        metadata: record(params.metadata),
        created: nowSeconds(),
        livemode: false,
      };
      state.coupons.set(coupon.id, coupon);
      return coupon;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/coupons\/([^/]+)$/))) {
      return found(state.coupons, "coupon", m[1] ?? "");
    }
    if (method === "GET" && (m = path.match(/^\/v1\/promotion_codes\/([^/]+)$/))) {
      const promotion = found(state.promotionCodes, "promotion_code", m[1] ?? "");
      const expand = list(params.expand) as unknown as string[];
      if (!expand.includes("promotion.coupon")) return promotion;
      const coupon = state.coupons.get(promotion.promotion.coupon);
      return { ...promotion, promotion: { ...promotion.promotion, coupon } };
    }
    if (method === "POST" && (m = path.match(/^\/v1\/customers\/([^/]+)\/balance_transactions$/))) {
      const customer = found(state.customers, "customer", m[1] ?? "");
      const amount = num(params.amount);
      if (amount === undefined) throw invalid("Missing required param: amount.", "amount");
      customer.balance = (customer.balance ?? 0) + amount;
      const transaction: StripeObject = {
        id: nextId("cbtxn"),
        object: "customer_balance_transaction",
        amount,
        currency: str(params.currency) ?? "gbp",
        customer: customer.id,
        description: str(params.description) ?? null,
        ending_balance: customer.balance,
        metadata: record(params.metadata),
        type: "adjustment",
        created: nowSeconds(),
      };
      state.balanceTransactions.set(transaction.id, transaction);
      return transaction;
    }
    if (method === "DELETE" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = found(state.subscriptions, "subscription", m[1] ?? "");
      if (subscription.status === "canceled")
        throw invalid(`No such subscription: '${subscription.id}'`);
      subscription.status = "canceled";
      subscription.canceled_at = nowSeconds();
      subscription.ended_at = nowSeconds();
      return subscription;
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = str(params.invoice) ?? "";
      const status = str(params.status);
      const data = (state.invoicePayments.get(invoice) ?? []).filter(
        (payment) => status === undefined || payment.status === status,
      );
      return { object: "list", data, has_more: false, url: "/v1/invoice_payments" };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const paymentIntent = str(params.payment_intent) ?? "";
      const payment = [...state.invoicePayments.values()]
        .flat()
        .find((p) => p.payment.payment_intent === paymentIntent);
      if (!payment) throw missing("payment_intent", paymentIntent, "payment_intent");
      const refunded = [...state.refunds.values()]
        .filter((r) => r.payment_intent === paymentIntent)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = num(params.amount) ?? Number(payment.amount_paid) - refunded;
      if (amount <= 0 || refunded + amount > Number(payment.amount_paid))
        throw invalid(`Charge for ${paymentIntent} has already been refunded.`);
      const refund: StripeObject = {
        id: nextId("re"),
        object: "refund",
        amount,
        currency: "gbp",
        payment_intent: paymentIntent,
        reason: str(params.reason) ?? null,
        metadata: record(params.metadata),
        status: "succeeded",
        created: nowSeconds(),
      };
      state.refunds.set(refund.id, refund);
      return refund;
    }
    if (method === "POST" && path === "/v1/promotion_codes") return createPromotionCode(params);
    if (method === "GET" && path === "/v1/promotion_codes") return listPromotionCodes(params);
    throw new StripeApiError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const params = parseStripeForm(method === "GET" ? url.search.slice(1) : body);
    const entry: StripeRequestRecord = {
      method,
      path: url.pathname,
      params,
      headers: request.headers,
      status: 0,
    };
    requests.push(entry);
    hooks.beforeRequest?.(entry);
    const result = (() => {
      if (options.secretKey && request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return {
          status: 401,
          body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
        };
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { status: failureStatus, body: { error: { type: "api_error", message: "Boom." } } };
      }
      const key = request.headers["idempotency-key"];
      const replay = typeof key === "string" ? idempotent.get(`${method} ${key}`) : undefined;
      if (replay) return replay;
      let outcome: { status: number; body: unknown };
      try {
        outcome = { status: 200, body: route(method, url.pathname, params) };
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        outcome = { status: error.status, body: { error: error.body } };
      }
      if (typeof key === "string" && method === "POST") idempotent.set(`${method} ${key}`, outcome);
      return outcome;
    })();
    entry.status = result.status;
    return result;
  }

  const server: Server = createServer((request, response) => {
    answer(request)
      .then(({ status, body }) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_test_${requests.length}`,
        });
        response.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    state,
    hooks,
    /** The recorded requests to one endpoint, for assertions about what a call sent. */
    requestsTo(method: string, path: string | RegExp): StripeRequestRecord[] {
      return requests.filter(
        (r) =>
          r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
      );
    },
    seedCustomer(input: { email?: string; deleted?: boolean } = {}): StripeObject {
      const customer: StripeObject = {
        id: nextId("cus"),
        object: "customer",
        email: input.email ?? null,
        name: null,
        metadata: {},
        created: nowSeconds(),
        ...(input.deleted ? { deleted: true } : {}),
      };
      state.customers.set(customer.id, customer);
      return customer;
    },
    seedPrice(input: { id: string; unitAmount: number; recurring?: boolean }): StripeObject {
      const price: StripeObject = {
        id: input.id,
        object: "price",
        unit_amount: input.unitAmount,
        currency: "gbp",
        recurring: input.recurring === false ? null : { interval: "month", interval_count: 1 },
        active: true,
      };
      state.prices.set(price.id, price);
      return price;
    },
    seedSubscription: createSubscription,
    /**
     * What Stripe does when the customer pays: the session completes and what it sold exists. A
     * promotion code typed on the page takes its coupon's amount off, at most the whole total.
     */
    completeCheckoutSession(id: string, paid: { promotionCode?: string } = {}): StripeObject {
      const session = found(state.checkoutSessions, "checkout.session", id);
      if (paid.promotionCode !== undefined) {
        const typed = paid.promotionCode.toLowerCase();
        const promotion = [...state.promotionCodes.values()].find(
          (p) => p.active && p.code.toLowerCase() === typed,
        );
        if (!promotion) throw invalid(`No such promotion code: '${paid.promotionCode}'`);
        const coupon = found(state.coupons, "coupon", promotion.promotion.coupon);
        const off = Math.min(Number(coupon.amount_off ?? 0), Number(session.amount_total));
        session.discounts = [{ coupon: null, promotion_code: promotion.id }];
        session.total_details = { ...session.total_details, amount_discount: off };
        session.amount_total = Number(session.amount_total) - off;
        promotion.times_redeemed += 1;
        coupon.times_redeemed += 1;
        if (
          promotion.max_redemptions !== null &&
          promotion.times_redeemed >= promotion.max_redemptions
        )
          promotion.active = false;
      }
      session.status = "complete";
      session.payment_status = "paid";
      session.url = null;
      if (session.mode === "subscription") {
        const priceId = str((session._line_items as Params[])[0]?.price);
        session.subscription = createSubscription({
          customer: session.customer ?? undefined,
          priceId,
          metadata: session._subscription_metadata,
        }).id;
        // The first invoice, paid by a payment intent unless a code took the whole amount off.
        const invoice = nextId("in");
        session.invoice = invoice;
        const amount = Number(session.amount_total);
        state.invoicePayments.set(
          invoice,
          amount > 0
            ? [
                {
                  id: nextId("inpay"),
                  object: "invoice_payment",
                  invoice,
                  amount_paid: amount,
                  currency: "gbp",
                  status: "paid",
                  is_default: true,
                  payment: { type: "payment_intent", payment_intent: nextId("pi") },
                },
              ]
            : [],
        );
      } else {
        session.payment_intent = nextId("pi");
      }
      return publicObject(session);
    },
    /** An event as Stripe would post it to a webhook (unsigned: sign it with the SDK's helper). */
    eventBody(type: string, object: StripeObject, id = nextId("evt")): string {
      return JSON.stringify({
        id,
        object: "event",
        type,
        api_version: null,
        created: nowSeconds(),
        livemode: false,
        data: { object: publicObject(object) },
      });
    },
    /** The next `count` requests answer `status` (a 500 by default) before anything is done. */
    failNext(count: number, status = 500) {
      failuresLeft = count;
      failureStatus = status;
    },
    reset() {
      requests.length = 0;
      failuresLeft = 0;
      hooks.beforeRequest = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
