import { z } from "zod";
import {
  WarehouseError,
  type Page,
  type PartnerGoodsIn,
  type PartnerOrder,
  type PartnerOrderRequest,
  type PartnerOrderUpdate,
  type PartnerRetirement,
  type PartnerReturn,
  type PartnerReturnRequest,
  type PartnerReturnUpdate,
  type PartnerStockLevel,
  type WarehousePartner,
} from "../warehouse-partner";

export interface HttpWarehouseOptions {
  /** The API's base, e.g. https://partner.example/v1 (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  /** The longest one call may take, answer body included. */
  timeoutMs: number;
}

// Every answer is checked against the API's shapes (docs/warehouse-api.openapi.yaml): anything
// else is 'malformed', never half-read.
const provider = z.enum(["royal_mail", "manual"]);
const cursor = z.string().regex(/^\S{1,100}$/);
const timestamp = z.iso.datetime({ offset: true });

const orderAnswer = z.object({ fulfilmentOrderId: z.string().min(1), reference: z.string() });
const returnAnswer = z.object({
  fulfilmentReturnId: z.string().min(1),
  returnReference: z.string().min(1),
  labelUrl: z.url().nullable(),
});
const retirementAnswer = z.object({ fulfilmentRetirementId: z.string().min(1) });

const orderUpdate = z.object({
  cursor,
  fulfilmentOrderId: z.string().min(1),
  reference: z.string(),
  event: z.enum(["dispatched", "delivered", "problem"]),
  trackingCode: z.string().nullable(),
  deliveryProvider: provider.nullable(),
  occurredAt: timestamp,
  note: z.string().nullable(),
});
const returnUpdate = z.object({
  cursor,
  fulfilmentReturnId: z.string().min(1),
  reference: z.string(),
  productItemId: z.number().int(),
  event: z.enum(["received", "cleaned", "problem"]),
  occurredAt: timestamp,
  note: z.string().nullable(),
});
const goodsIn = z.object({
  cursor,
  fulfilmentId: z.string().min(1),
  sku: z.string().min(1),
  barcode: z.string().min(1),
  rfid: z.string().min(1).nullable(),
  occurredAt: timestamp,
});
const stockAnswer = z.object({
  items: z.array(
    z.object({
      fulfilmentId: z.string().min(1),
      sku: z.string().min(1),
      available: z.number().int().min(0),
    }),
  ),
});
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), cursor: cursor.nullable() });

const partnerError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The partner's own words, short, for the sync log; never shown to members. */
function partnerMessage(text: string): string {
  try {
    const parsed = partnerError.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error.message.slice(0, 200);
  } catch {
    // not JSON: the status alone says enough
  }
  return "no details";
}

interface CallOptions {
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  idempotencyKey?: string;
}

/**
 * The warehouse partner over HTTP (fetch, a timeout per call, a bearer token). Failures become a
 * WarehouseError: 5xx or no connection 'unavailable', no answer in time 'timeout', 4xx 'rejected',
 * an answer that is not the API's JSON 'malformed'.
 */
export class HttpWarehousePartner implements WarehousePartner {
  private readonly base: string;

  constructor(private readonly options: HttpWarehouseOptions) {
    this.base = options.baseUrl.replace(/\/+$/, "");
  }

  private async call<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    options: CallOptions = {},
  ): Promise<z.output<T>> {
    const url = new URL(`${this.base}/${path}`);
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== null && value !== undefined) url.searchParams.set(name, String(value));
    const headers = new Headers({
      authorization: `Bearer ${this.options.apiKey}`,
      accept: "application/json",
    });
    if (options.body !== undefined) headers.set("content-type", "application/json");
    if (options.idempotencyKey) headers.set("idempotency-key", options.idempotencyKey);
    const what = `${method} /${path}`;
    let status: number;
    let text: string;
    try {
      // One signal for the request and the body: a partner that stalls mid-answer times out too.
      const response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: "error",
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
        throw new WarehouseError(
          "timeout",
          `${what}: no answer within ${this.options.timeoutMs} ms`,
        );
      throw new WarehouseError("unavailable", `${what}: the warehouse could not be reached`);
    }
    if (status >= 500)
      throw new WarehouseError(
        "unavailable",
        `${what}: the warehouse answered ${status} (${partnerMessage(text)})`,
      );
    if (status >= 400)
      throw new WarehouseError(
        "rejected",
        `${what}: the warehouse refused it with ${status} (${partnerMessage(text)})`,
      );
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new WarehouseError("malformed", `${what}: the answer is not valid JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : "the answer";
      throw new WarehouseError(
        "malformed",
        `${what}: unexpected answer at ${where} (${issue?.message ?? "invalid"})`,
      );
    }
    return parsed.data;
  }

  async createOrder(request: PartnerOrderRequest): Promise<PartnerOrder> {
    const { idempotencyKey, ...body } = request;
    return this.call("POST", "orders", orderAnswer, { body, idempotencyKey });
  }

  async listOrderUpdates(after: string | null, limit = 100): Promise<Page<PartnerOrderUpdate>> {
    return this.call("GET", "orders/events", page(orderUpdate), { query: { after, limit } });
  }

  async createReturn(request: PartnerReturnRequest): Promise<PartnerReturn> {
    const { idempotencyKey, ...body } = request;
    return this.call("POST", "returns", returnAnswer, { body, idempotencyKey });
  }

  async listReturnUpdates(after: string | null, limit = 100): Promise<Page<PartnerReturnUpdate>> {
    return this.call("GET", "returns/events", page(returnUpdate), { query: { after, limit } });
  }

  async listGoodsIn(after: string | null, limit = 100): Promise<Page<PartnerGoodsIn>> {
    return this.call("GET", "goods-in", page(goodsIn), { query: { after, limit } });
  }

  async stockLevels(): Promise<PartnerStockLevel[]> {
    return (await this.call("GET", "stock", stockAnswer)).items;
  }

  async reportRetirement(
    retirement: PartnerRetirement,
  ): Promise<{ fulfilmentRetirementId: string }> {
    const { idempotencyKey, ...body } = retirement;
    return this.call("POST", "retirements", retirementAnswer, { body, idempotencyKey });
  }
}
