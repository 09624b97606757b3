import { z } from "zod";
import {
  PostalCarrierError,
  type PostalCarrier,
  type ReturnLabelRequest,
  type TrackingEvent,
} from "../postal-carrier";

export const CLICK_DROP_BASE_URL = "https://api.parcel.royalmail.com/api/v1";

export interface ClickDropOptions {
  apiKey: string;
  /** Replaces CLICK_DROP_BASE_URL (a local stand-in in tests). */
  baseUrl?: string;
  /** Royal Mail's service for returns on the account (e.g. a Tracked 48 code); unset: the account's rules. */
  serviceCode?: string;
  timeoutMs: number;
  /** The order's date; the clock of the caller. */
  now?: () => Date;
}

// Click & Drop's answers (api.parcel.royalmail.com, v1), read only as far as we use them.
const orderInfo = z.object({
  orderIdentifier: z.number().int(),
  orderReference: z.string().nullish(),
  createdOn: z.string(),
  printedOn: z.string().nullish(),
  manifestedOn: z.string().nullish(),
  shippedOn: z.string().nullish(),
  trackingNumber: z.string().nullish(),
});
const createOrdersAnswer = z.object({
  successCount: z.number().int().optional(),
  errorsCount: z.number().int().optional(),
  createdOrders: z.array(orderInfo).default([]),
  failedOrders: z
    .array(
      z.object({
        errors: z
          .array(z.object({ errorCode: z.number().optional(), errorMessage: z.string() }))
          .default([]),
      }),
    )
    .default([]),
});
const errorAnswer = z.object({ code: z.string().optional(), message: z.string() });

/** A garment weighs about 150 g, the bag about 50 g. */
const parcelGrams = (itemCount: number) => 50 + 150 * Math.max(1, itemCount);

/** The shop's returns address as Click & Drop's address: name, street lines, town, postcode. */
function clickDropAddress(lines: readonly string[]) {
  const [fullName, ...rest] = lines;
  const postcode = rest.at(-1)!;
  const city = rest.at(-2)!;
  const [addressLine1, addressLine2, addressLine3] = rest.slice(0, -2);
  return { fullName, addressLine1, addressLine2, addressLine3, city, postcode, countryCode: "GB" };
}

/**
 * Royal Mail Click & Drop's REST API: a return is an order to the shop's returns address under
 * our reference, its postage label the PDF. Asked again for the same reference (a retried job
 * after a crash), it finds the order it made instead of paying for a second one.
 */
export function createClickDropCarrier(options: ClickDropOptions): PostalCarrier {
  const base = (options.baseUrl ?? CLICK_DROP_BASE_URL).replace(/\/+$/, "");
  const now = options.now ?? (() => new Date());

  async function call(path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}) {
    const what = `${init.method ?? "GET"} /${path.split("?")[0]}`;
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method: init.method ?? "GET",
        headers: {
          // Click & Drop takes the key itself as the Authorization header.
          authorization: options.apiKey,
          accept: "application/json, application/pdf",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      throw new PostalCarrierError("unavailable", `Click & Drop ${what}: no answer`, {
        cause: error,
      });
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      let detail = "no details";
      try {
        detail = errorAnswer.parse(JSON.parse(text)).message.slice(0, 200);
      } catch {
        // not Click & Drop's error shape: the status says enough
      }
      const reason = response.status === 429 || response.status >= 500 ? "unavailable" : "refused";
      throw new PostalCarrierError(reason, `Click & Drop ${what}: ${response.status} ${detail}`);
    }
    return response;
  }

  async function json<T extends z.ZodType>(response: Response, schema: T, what: string) {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new PostalCarrierError("refused", `Click & Drop ${what}: an answer we cannot read`);
    return parsed.data as z.output<T>;
  }

  /** The orders with these identifiers or (in double quotes) references; none: []. */
  async function findOrders(identifiers: string) {
    const response = await call(`orders/${encodeURIComponent(identifiers)}`);
    return response ? json(response, z.array(orderInfo), "GET /orders") : [];
  }

  async function createOrder(request: ReturnLabelRequest) {
    const family = request.family.address;
    const order = {
      orderReference: request.reference,
      recipient: { address: clickDropAddress(request.returnAddress) },
      ...(family
        ? {
            billing: {
              address: {
                fullName: request.family.name,
                addressLine1: family.line1,
                addressLine2: family.line2 ?? undefined,
                city: family.city,
                postcode: family.postcode,
                countryCode: "GB",
              },
            },
          }
        : {}),
      orderDate: now().toISOString(),
      subtotal: 0,
      shippingCostCharged: 0,
      total: 0,
      currencyCode: "GBP",
      packages: [
        { weightInGrams: parcelGrams(request.itemCount), packageFormatIdentifier: "smallParcel" },
      ],
      ...(options.serviceCode ? { postageDetails: { serviceCode: options.serviceCode } } : {}),
      specialInstructions: `Return ${request.reference} from ${request.family.name}`,
      label: { includeLabelInResponse: false },
    };
    const response = await call("orders", { method: "POST", body: { items: [order] } });
    if (!response) throw new PostalCarrierError("refused", "Click & Drop POST /orders: 404");
    const answer = await json(response, createOrdersAnswer, "POST /orders");
    const created = answer.createdOrders[0];
    if (!created) {
      const why = answer.failedOrders.flatMap((f) => f.errors.map((e) => e.errorMessage));
      throw new PostalCarrierError(
        "refused",
        `Click & Drop refused the order: ${why.join("; ").slice(0, 300) || "no details"}`,
      );
    }
    return created;
  }

  async function labelPdf(orderIdentifier: number): Promise<Uint8Array> {
    const response = await call(
      `orders/${orderIdentifier}/label?documentType=postageLabel&includeReturnsLabel=false`,
    );
    const bytes = response ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array();
    if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-")
      throw new PostalCarrierError("refused", "Click & Drop GET /label: not a PDF");
    return bytes;
  }

  return {
    name: "royal_mail_click_drop",
    async createReturnLabel(request) {
      const [existing] = await findOrders(`"${request.reference}"`);
      const order = existing ?? (await createOrder(request));
      const pdf = await labelPdf(order.orderIdentifier);
      // The tracking number exists once the label does.
      const trackingNumber =
        order.trackingNumber ??
        (await findOrders(String(order.orderIdentifier)))[0]?.trackingNumber ??
        null;
      return {
        carrierReference: String(order.orderIdentifier),
        trackingNumber,
        pdf,
        counterCode: null,
      };
    },
    async trackingEvents(label) {
      const [order] = await findOrders(label.carrierReference);
      if (!order) return [];
      const steps: [TrackingEvent["code"], string, string | null | undefined][] = [
        ["label_created", "Order created with Royal Mail", order.createdOn],
        ["label_printed", "Postage label printed", order.printedOn],
        ["manifested", "Handed over to Royal Mail", order.manifestedOn],
        ["despatched", "On its way to us", order.shippedOn],
      ];
      return steps
        .filter((step): step is [TrackingEvent["code"], string, string] => Boolean(step[2]))
        .map(([code, description, occurredAt]) => ({ code, description, occurredAt }));
    },
  };
}
