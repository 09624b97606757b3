import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of Royal Mail Click & Drop's REST API (v1) the shop calls
 * (issue 25): create orders, read them by identifier or "reference", and their postage label as
 * a PDF. It checks the key in the Authorization header, refuses orders Click & Drop would refuse,
 * issues the tracking number when the label is made, and records every request.
 */

export interface StandInOrder {
  orderIdentifier: number;
  orderReference: string | null;
  createdOn: string;
  printedOn: string | null;
  manifestedOn: string | null;
  shippedOn: string | null;
  trackingNumber: string | null;
  /** The request's order as sent. */
  body: Record<string, unknown>;
}

export interface ClickDropRequestRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface ClickDropStandIn {
  /** e.g. http://127.0.0.1:41234/api/v1 */
  baseUrl: string;
  apiKey: string;
  orders: StandInOrder[];
  requests: ClickDropRequestRecord[];
  /** The next call whose path starts with `pathPrefix` answers `status` (once). */
  failNext(pathPrefix: string, status: number): void;
  close(): Promise<void>;
}

const info = (order: StandInOrder) => ({
  orderIdentifier: order.orderIdentifier,
  orderReference: order.orderReference ?? undefined,
  createdOn: order.createdOn,
  printedOn: order.printedOn ?? undefined,
  manifestedOn: order.manifestedOn ?? undefined,
  shippedOn: order.shippedOn ?? undefined,
  trackingNumber: order.trackingNumber ?? undefined,
});

/** What Click & Drop says is wrong with an order (its required fields), or nothing. */
function orderErrors(order: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const address = (order.recipient as { address?: Record<string, unknown> } | undefined)?.address;
  for (const field of ["addressLine1", "city", "countryCode"])
    if (typeof address?.[field] !== "string" || address[field] === "")
      errors.push(`recipient.address.${field} is required`);
  if (typeof order.orderDate !== "string") errors.push("orderDate is required");
  for (const field of ["subtotal", "shippingCostCharged", "total"])
    if (typeof order[field] !== "number") errors.push(`${field} is required`);
  const packages = order.packages as { weightInGrams?: unknown }[] | undefined;
  if (packages?.some((p) => typeof p.weightInGrams !== "number" || p.weightInGrams <= 0))
    errors.push("packages.weightInGrams must be positive");
  return errors;
}

/** A one-page PDF standing in for Royal Mail's label. */
const labelPdf = (order: StandInOrder) =>
  Buffer.from(
    `%PDF-1.4\n% Royal Mail label ${order.orderReference} ${order.trackingNumber}\n%%EOF\n`,
    "latin1",
  );

export async function startClickDropStandIn(
  apiKey = "cd-test-key-0001",
): Promise<ClickDropStandIn> {
  const orders: StandInOrder[] = [];
  const requests: ClickDropRequestRecord[] = [];
  const failures: { pathPrefix: string; status: number }[] = [];
  let nextId = 100_000_001;

  const find = (identifiers: string) =>
    identifiers.split(";").flatMap((id) => {
      const quoted = /^"(.*)"$/.exec(id);
      return orders.filter((o) =>
        quoted ? o.orderReference === quoted[1] : String(o.orderIdentifier) === id,
      );
    });

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      return status;
    };
    if (req.headers.authorization !== apiKey)
      return json(401, { code: "Unauthorized", message: "Authorization has been denied." });
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const failure = failures.findIndex((f) => path.startsWith(f.pathPrefix));
    if (failure >= 0) {
      const { status } = failures.splice(failure, 1)[0]!;
      return json(status, { code: "Failure", message: "The stand-in was told to fail." });
    }
    if (req.method === "POST" && path === "/orders") {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        items?: Record<string, unknown>[];
      };
      const created: ReturnType<typeof info>[] = [];
      const failed: unknown[] = [];
      for (const item of body.items ?? []) {
        const errors = orderErrors(item);
        if (errors.length > 0) {
          failed.push({
            order: item,
            errors: errors.map((errorMessage, i) => ({ errorCode: 100 + i, errorMessage })),
          });
          continue;
        }
        const order: StandInOrder = {
          orderIdentifier: nextId++,
          orderReference: typeof item.orderReference === "string" ? item.orderReference : null,
          createdOn: new Date().toISOString(),
          printedOn: null,
          manifestedOn: null,
          shippedOn: null,
          trackingNumber: null,
          body: item,
        };
        orders.push(order);
        created.push(info(order));
      }
      return json(200, {
        successCount: created.length,
        errorsCount: failed.length,
        createdOrders: created,
        failedOrders: failed,
      });
    }
    const label = /^\/orders\/([^/]+)\/label$/.exec(path);
    if (req.method === "GET" && label) {
      const [order] = find(decodeURIComponent(label[1]!));
      if (!order) return json(404, { code: "NotFound", message: "Order not found" });
      if (url.searchParams.get("documentType") !== "postageLabel")
        return json(400, { code: "BadRequest", message: "documentType is invalid" });
      if (!["true", "false"].includes(url.searchParams.get("includeReturnsLabel") ?? ""))
        return json(400, { code: "BadRequest", message: "includeReturnsLabel is required" });
      order.trackingNumber ??= `TT${String(order.orderIdentifier).slice(-9)}GB`;
      order.printedOn ??= new Date().toISOString();
      res.writeHead(200, { "content-type": "application/pdf" }).end(labelPdf(order));
      return 200;
    }
    const read = /^\/orders\/([^/]+)$/.exec(path);
    if (req.method === "GET" && read) {
      const found = find(decodeURIComponent(read[1]!));
      if (found.length === 0) return json(404, { code: "NotFound", message: "Orders not found" });
      return json(200, found.map(info));
    }
    return json(404, { code: "NotFound", message: "No such endpoint" });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const record: ClickDropRequestRecord = {
      method: req.method ?? "",
      path: decodeURIComponent(url.pathname.replace(/^\/api\/v1/, "")),
      query: Object.fromEntries(url.searchParams),
      status: 0,
    };
    requests.push(record);
    // The status is known only once answered; the record is there before the answer leaves.
    const respond = res.writeHead.bind(res);
    res.writeHead = ((status: number, ...rest: never[]) => {
      record.status = status;
      return respond(status, ...rest);
    }) as typeof res.writeHead;
    answer(req, res, url).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    apiKey,
    orders,
    requests,
    failNext: (pathPrefix, status) => failures.push({ pathPrefix, status }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
