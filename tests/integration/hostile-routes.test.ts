import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoShop } from "@/server/seed";
import { testDbKind } from "../helpers/test-db";
import type { Auth } from "@/server/auth/auth";
import { APP_URL, getSessionUser, logIn, makeAuth, sessionCookie } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 23: every route handler on disk, found by walking src/app (the auth library's endpoints
// found from the library itself), is sent hostile bodies as a guest and as staff (who reach the
// deepest code): NUL bytes, wrong types, text that is not JSON, bytes that are not UTF-8, a
// body far past every cap. Each answers 4xx (or 2xx for what a hostile body may rightly do),
// never 500, and never echoes markup or SQL back. A route added later is covered without a list.

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

const APP_DIR = path.resolve(__dirname, "../../src/app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Every route.ts under src/app, as its URL pattern (route groups dropped) and file. */
function routeFiles(dir = APP_DIR): { pattern: string; file: string }[] {
  const found: { pattern: string; file: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFiles(full));
    else if (entry.name === "route.ts") {
      const segments = path
        .relative(APP_DIR, dir)
        .split(path.sep)
        .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
      found.push({ pattern: `/${segments.join("/")}`, file: full });
    }
  }
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

interface Target {
  label: string;
  method: string;
  url: string;
  params: Record<string, string | string[]>;
  handler: Handler;
}

/**
 * Routes that call Next.js's request-scoped draftMode(), which throws outside a request Next itself
 * runs: exit-preview for anyone, preview once the caller is staff. Neither reads a body, and the
 * browser tests call both through the server.
 */
const NEEDS_NEXT_REQUEST_SCOPE: Record<string, "everyone" | "staff"> = {
  "GET /api/exit-preview": "everyone",
  "GET /api/preview": "staff",
};
const runsHere = (target: Target, asStaff: boolean) => {
  const scope = NEEDS_NEXT_REQUEST_SCOPE[target.label];
  return scope === undefined || (scope === "staff" && !asStaff);
};

let shop: RouteTestShop;
let auth: Auth;
let staffSession = "";
let targets: Target[] = [];

/** A path parameter's value that gets past the route's own parsing, so the body is what is tried. */
function paramValue(name: string): string {
  if (name === "type") return "settings";
  if (name === "uid") return "settings";
  // The first row of each table in the demo shop: a product, variant, order, garment, return...
  if (name === "id") return "1";
  return "x";
}

async function collectTargets(): Promise<Target[]> {
  const found: Target[] = [];
  for (const { pattern, file } of routeFiles()) {
    const routeModule = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = routeModule[method] as Handler | undefined;
      if (typeof handler !== "function") continue;
      if (pattern === "/api/auth/[...all]") {
        // The auth library's own endpoints, from the library: every path it answers.
        for (const endpoint of Object.values(shop.auth.api) as {
          path?: string;
          options?: { method?: string | string[] };
        }[]) {
          const methods = [endpoint.options?.method ?? []].flat();
          if (!endpoint.path || !(methods.includes(method) || methods.includes("*"))) continue;
          const sub = endpoint.path.replace(/:[a-zA-Z]+/g, "x");
          found.push({
            label: `${method} /api/auth${sub}`,
            method,
            url: `${APP_URL}/api/auth${sub}`,
            params: { all: sub.slice(1).split("/") },
            handler,
          });
        }
        continue;
      }
      const params: Record<string, string | string[]> = {};
      const url = pattern.replace(
        /\[(\.\.\.)?([^\]]+)\]/g,
        (_, rest: string | undefined, name: string) => {
          const value = paramValue(name);
          params[name] = rest ? [value] : value;
          return value;
        },
      );
      found.push({
        label: `${method} ${pattern}`,
        method,
        url: `${APP_URL}${url}`,
        params,
        handler,
      });
    }
  }
  return found;
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  await seedDemoShop(shop.handle.db, { products: 3 });
  // Hostile requests sign staff out (sign-out, revoke-sessions) and spend the attempt limits; the
  // test signs in again whenever the session has gone, so every route is tried as staff.
  const wide = { windowSeconds: 3600, perAddress: 1e9, perAccountAddress: 1e9, perAccount: 1e9 };
  auth = makeAuth(shop.handle.db, {
    attemptRules: {
      login: wide,
      signup: wide,
      reset: wide,
      "reset-token": wide,
      "email-change": wide,
    },
  });
  (globalThis as unknown as { littlerobeAuth: Auth }).littlerobeAuth = auth;
  staffSession = shop.staffCookie;
  targets = await collectTargets();
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const NUL = "a\u0000b";
/** Field names the shop's bodies use, each holding a NUL: it reaches whichever the route reads. */
const NUL_FIELDS = Object.fromEntries(
  [
    "name",
    "email",
    "password",
    "newPassword",
    "currentPassword",
    "token",
    "callbackURL",
    "firstName",
    "lastName",
    "message",
    "subject",
    "reason",
    "note",
    "internal_note",
    "title",
    "promotionCode",
    "number",
    "expiry",
    "securityCode",
    "list",
    "plan",
    "time",
    "code",
    "path",
    "status",
    "q",
  ].map((field) => [field, NUL]),
);

const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    NUL,
    "\u0000",
    "\uD800",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "x".repeat(3000),
  ),
);
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom(...Object.keys(NUL_FIELDS))),
      tie("value"),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

type Body = { text: string | Uint8Array; type: string; label: string };

const FIXED_BODIES: Body[] = [
  { label: "NUL in every field", text: JSON.stringify(NUL_FIELDS), type: "application/json" },
  { label: "a NUL key", text: JSON.stringify({ [NUL]: NUL }), type: "application/json" },
  // Found by the random bodies: a staff draft takes any key, and the refusal named it back.
  {
    label: "a NUL under a markup key",
    text: JSON.stringify({ "<script>alert(1)</script>": `a${NUL}b` }),
    type: "application/json",
  },
  { label: "a JSON string", text: JSON.stringify(NUL), type: "application/json" },
  { label: "a JSON array", text: "[1,[2],{}]", type: "application/json" },
  { label: "not JSON", text: "{not json", type: "application/json" },
  { label: "text/plain", text: "{}", type: "text/plain" },
  { label: "a form", text: "a=1&b=%00", type: "application/x-www-form-urlencoded" },
  {
    label: "not UTF-8",
    text: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    type: "application/json",
  },
  {
    label: "2 MB",
    text: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
    type: "application/json",
  },
  {
    label: "deep nesting",
    text: `${"[".repeat(5000)}${"]".repeat(5000)}`,
    type: "application/json",
  },
];

/** A live staff session: the last one, or a new one when a hostile request ended it. */
async function staff(): Promise<string> {
  if (await getSessionUser(auth, staffSession)) return staffSession;
  staffSession = sessionCookie(await logIn(auth, "staff@example.com", "password-of-staff"));
  expect(staffSession).not.toBe("");
  return staffSession;
}

function send(target: Target, body: Body | null, cookie: string | undefined): Promise<Response> {
  const headers = new Headers({ origin: APP_URL });
  if (cookie) headers.set("cookie", cookie);
  const hasBody = body !== null && target.method !== "GET";
  if (hasBody) headers.set("content-type", body.type);
  const url = new URL(target.url);
  if (body !== null && target.method === "GET") {
    // A GET's input is its query: the same NULs, in every field name.
    for (const [key, value] of Object.entries(NUL_FIELDS)) url.searchParams.set(key, value);
  }
  return target.handler(
    new Request(url, {
      method: target.method,
      headers,
      body: hasBody ? (body.text as BodyInit) : undefined,
    }),
    { params: Promise.resolve(target.params) },
  );
}

/** What is wrong with an answer to a hostile request, or null. */
async function fault(response: Response): Promise<string | null> {
  const answer = await response.text();
  if (response.status >= 500) return `${response.status} ${answer.slice(0, 200)}`;
  if (answer.includes("<script>alert")) return "echoes markup";
  if (/select |insert into|violates|invalid byte|at async/.test(answer.toLowerCase()))
    return `echoes internals: ${answer.slice(0, 200)}`;
  return null;
}

describe(`hostile bodies to every route on disk never give a 500, on ${testDbKind}`, () => {
  it("finds every route.ts under src/app, and the auth library's endpoints", () => {
    const labels = targets.map((t) => t.label);
    expect(routeFiles().length).toBeGreaterThan(50);
    for (const skipped of Object.keys(NEEDS_NEXT_REQUEST_SCOPE)) expect(labels).toContain(skipped);
    for (const expected of [
      "POST /api/auth/update-user",
      "POST /api/auth/sign-up/email",
      "POST /api/auth/sign-in/email",
      "POST /api/auth/change-password",
      "POST /api/auth/reset-password",
      "PUT /api/staff/content/[type]/[uid]",
      "POST /api/staff/garments/[id]/move",
      "POST /api/staff/products/[id]/images",
      "POST /api/sandbox/checkout/[id]/promotion",
      "GET /images/[...path]",
    ])
      expect(labels).toContain(expected);
  });

  it("as staff and as a guest: the fixed hostile bodies", async () => {
    const faults: string[] = [];
    for (const target of targets) {
      for (const asStaff of [true, false]) {
        if (!runsHere(target, asStaff)) continue;
        for (const body of [null, ...FIXED_BODIES]) {
          const cookie = asStaff ? await staff() : undefined;
          const problem = await fault(await send(target, body, cookie));
          if (problem)
            faults.push(
              `${target.label} as ${cookie ? "staff" : "guest"}, ${body?.label ?? "no body"}: ${problem}`,
            );
        }
      }
    }
    expect(faults).toEqual([]);
  }, 600_000);

  it("as staff: a NUL in one field at a time (a refusal of another field cannot hide it)", async () => {
    const faults: string[] = [];
    for (const target of targets.filter((t) => t.method !== "GET")) {
      for (const field of Object.keys(NUL_FIELDS)) {
        const text = JSON.stringify({ [field]: NUL });
        const body = { text, type: "application/json", label: field };
        const problem = await fault(await send(target, body, await staff()));
        if (problem) faults.push(`${target.label} ${field}: ${problem}`);
      }
    }
    expect(faults).toEqual([]);
  }, 600_000);

  it("as staff: random hostile JSON", async () => {
    for (const target of targets.filter((t) => t.method !== "GET")) {
      await fc.assert(
        fc.asyncProperty(hostileJson, async (value) => {
          const text = JSON.stringify(value);
          const problem = await fault(
            await send(target, { text, type: "application/json", label: "random" }, await staff()),
          );
          expect(problem, `${target.label} ${text.slice(0, 200)}`).toBeNull();
        }),
        { numRuns: 8 },
      );
    }
  }, 600_000);
});
