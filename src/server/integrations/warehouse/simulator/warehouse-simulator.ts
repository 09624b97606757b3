import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import {
  advanceClock,
  listEvents,
  repeatLastEvent,
  setFault,
  simNow,
  takeFault,
  tick,
  type SimFault,
  type SimStream,
} from "./sim-store";
import {
  bookIn,
  createOrder,
  createRetirement,
  createReturn,
  markProblem,
  stockLevels,
} from "./sim-requests";

/**
 * The simulated warehouse (issue 11): a stand-in for the partner that speaks the API of
 * docs/warehouse-api.openapi.yaml, keeps its own state (warehouse_sim_* tables), moves orders and
 * returns along on its own clock, and fails on request. The shop mounts it at /warehouse-sim/v1;
 * tests serve it on a plain node:http server. Either way the shop's real HTTP adapter talks to it.
 */
export interface SimulatorOptions {
  db: Database;
  /** The bearer token callers must send. */
  apiKey: string;
  /** Simulated minutes per real minute. */
  speed: number;
  /** Whether POST /_control is open (tests and E2E_CLOCK only). */
  control: boolean;
  /** How long a 'hang' fault holds its answer (longer than the client waits). */
  hangMs?: number;
  realNow?: () => Date;
}

export type SimulatorHandler = (request: Request) => Promise<Response>;

const garment = z.object({
  productItemId: z.number().int(),
  sku: z.string().min(1),
  barcode: z.string().nullable(),
});

const orderBody = z.object({
  reference: z.string().min(1),
  deliveryProvider: z.enum(["royal_mail", "manual"]),
  address: z.object({
    name: z.string().min(1),
    address1: z.string().min(1),
    address2: z.string().nullable(),
    city: z.string().min(1),
    postcode: z.string().min(1),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  items: z.array(garment).min(1),
});

const returnBody = z.object({ reference: z.string().min(1), items: z.array(garment).min(1) });

const retirementBody = z.object({
  productItemId: z.number().int(),
  barcode: z.string().nullable(),
  reason: z.string().min(1),
  disposition: z.enum(["RESALE", "EX_HIRE", "SOLD"]),
});

const streamName = z.enum(["orders", "returns", "goods_in"]);

const controlBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("advance"), minutes: z.number().min(0).max(525_600) }),
  z.object({
    action: z.literal("fault"),
    fault: z.enum(["error", "hang", "malformed", "duplicate"]).nullable(),
    count: z.number().int().min(0).max(100).default(1),
  }),
  z.object({ action: z.literal("repeat"), stream: streamName }),
  z.object({
    action: z.literal("goods_in"),
    items: z
      .array(
        z.object({
          fulfilmentId: z.string().min(1),
          sku: z.string().min(1),
          barcode: z.string().min(1),
          rfid: z.string().min(1).nullable().default(null),
        }),
      )
      .min(1)
      .max(500),
  }),
  z.object({
    action: z.literal("problem"),
    orderReference: z.string().optional(),
    productItemId: z.number().int().optional(),
    note: z.string().min(1).default("Reported by the warehouse"),
  }),
]);

type ErrorCode = "bad_request" | "unauthorized" | "not_found" | "internal";
const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  internal: 500,
};

function error(code: ErrorCode, message: string): Response {
  return Response.json({ error: { code, message } }, { status: STATUS[code] });
}

function authorised(request: Request, apiKey: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const wanted = Buffer.from(`Bearer ${apiKey}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function pageParams(url: URL): { after: string | null; limit: number } | null {
  const limitText = url.searchParams.get("limit");
  const limit = limitText === null ? 100 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) return null;
  return { after: url.searchParams.get("after") || null, limit };
}

const LIST_PATHS: Record<string, SimStream> = {
  "orders/events": "orders",
  "returns/events": "returns",
  "goods-in": "goods_in",
};

export function createWarehouseSimulator(options: SimulatorOptions): SimulatorHandler {
  const { db, speed } = options;
  const realNow = options.realNow ?? (() => new Date());
  const hangMs = options.hangMs ?? 30_000;

  /** The API proper, after auth, faults and the clock's tick. */
  async function api(
    request: Request,
    path: string,
    url: URL,
    now: Date,
    duplicate: boolean,
  ): Promise<Response> {
    const method = request.method;
    const stream = LIST_PATHS[path];
    if (stream && method === "GET") {
      const page = pageParams(url);
      if (!page) return error("bad_request", "limit must be a whole number from 1 to 500.");
      const answer = await listEvents(db, stream, page.after, page.limit);
      if (duplicate) answer.items = answer.items.flatMap((item) => [item, item]);
      return Response.json(answer);
    }
    if (path === "stock" && method === "GET")
      return Response.json({ items: await stockLevels(db) });
    if (method === "GET" && path.startsWith("labels/")) {
      return new Response(`Return label ${path.slice("labels/".length)}\nLittlerobe returns\n`, {
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    if (method !== "POST") return error("not_found", "No such endpoint.");
    const key = request.headers.get("idempotency-key")?.trim();
    if (!key || key.length > 200) return error("bad_request", "An Idempotency-Key is required.");
    const body = await jsonBody(request);
    if (path === "orders") {
      const parsed = orderBody.safeParse(body);
      if (!parsed.success) return error("bad_request", "The order is not valid.");
      const { created, body: answer } = await createOrder(
        db,
        { idempotencyKey: key, ...parsed.data },
        now,
      );
      return Response.json(answer, { status: created ? 201 : 200 });
    }
    if (path === "returns") {
      const parsed = returnBody.safeParse(body);
      if (!parsed.success) return error("bad_request", "The return is not valid.");
      const labelBase = url.href.slice(0, url.href.lastIndexOf("/returns"));
      const { created, body: answer } = await createReturn(
        db,
        { idempotencyKey: key, ...parsed.data },
        now,
        labelBase,
      );
      return Response.json(answer, { status: created ? 201 : 200 });
    }
    if (path === "retirements") {
      const parsed = retirementBody.safeParse(body);
      if (!parsed.success) return error("bad_request", "The retirement is not valid.");
      const { created, body: answer } = await createRetirement(db, {
        idempotencyKey: key,
        ...parsed.data,
      });
      return Response.json(answer, { status: created ? 201 : 200 });
    }
    return error("not_found", "No such endpoint.");
  }

  async function control(request: Request): Promise<Response> {
    const parsed = controlBody.safeParse(await jsonBody(request));
    if (!parsed.success) return error("bad_request", "Unknown control action.");
    const input = parsed.data;
    const real = realNow();
    switch (input.action) {
      case "advance":
        await advanceClock(db, real, speed, input.minutes);
        break;
      case "fault":
        await setFault(db, input.fault, input.count);
        break;
      case "repeat":
        if (!(await repeatLastEvent(db, input.stream)))
          return error("not_found", "No event to repeat.");
        break;
      case "goods_in":
        await bookIn(db, input.items, await simNow(db, real, speed));
        break;
      case "problem":
        if ((await markProblem(db, input, input.note)) === 0)
          return error("not_found", "Nothing waiting matches.");
        break;
    }
    // Whatever fell due on the moved clock happens now, not on the next API call.
    const now = await simNow(db, real, speed);
    await tick(db, now);
    return Response.json({ ok: true, now: now.toISOString() });
  }

  return async (request) => {
    const url = new URL(request.url);
    const path = /\/v1\/(.*)$/.exec(url.pathname)?.[1]?.replace(/\/+$/, "") ?? "";
    // A member opens the parcel label in a browser: no token.
    if (!path.startsWith("labels/") && !authorised(request, options.apiKey))
      return error("unauthorized", "A valid bearer token is required.");
    if (path === "_control") {
      if (!options.control || request.method !== "POST")
        return error("not_found", "No such endpoint.");
      return control(request);
    }
    const fault: SimFault | null = await takeFault(db);
    // A 500 before any work: nothing happened at the warehouse.
    if (fault === "error") return error("internal", "The warehouse system failed.");
    const now = await simNow(db, realNow(), speed);
    await tick(db, now);
    const response = await api(request, path, url, now, fault === "duplicate");
    if (fault === "malformed") {
      // The work is done but the answer is cut short: the caller must not trust it.
      return new Response('{"items": [{"cursor": ', {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }
    if (fault === "hang") {
      // The work is done but the answer comes after the caller gave up.
      await new Promise((resolve) => setTimeout(resolve, hangMs).unref());
    }
    return response;
  };
}
