/**
 * Which requests Sentry traces (spec 9): every transaction (sample rate 1), requests to api/ paths
 * included, except the 404 page. Pure functions of what the SDK hands over, so they are unit-tested
 * without the SDK.
 */

/** Next.js names its not-found page '/_not-found' (App Router) or '/404' (Pages Router). */
const NOT_FOUND_ROUTE = /^\/(?:_not-found|404)(?:\/|$)/;

function routeOf(name: string): string {
  // Span names are 'GET /api/favourites' or just '/api/favourites'.
  return name.replace(/^[A-Z]+ /, "");
}

function stringAttribute(
  attributes: Record<string, unknown> | undefined,
  ...keys: string[]
): string | undefined {
  for (const key of keys) {
    const value = attributes?.[key];
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}

function numberAttribute(
  attributes: Record<string, unknown> | undefined,
  ...keys: string[]
): number | undefined {
  for (const key of keys) {
    const value = Number(attributes?.[key]);
    if (Number.isInteger(value) && value > 0) return value;
  }
  return undefined;
}

const ROUTE_KEYS = ["http.route", "next.route"];
const PATH_KEYS = ["url.path", "http.target"];
const STATUS_KEYS = ["http.response.status_code", "http.status_code"];

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Whether a transaction is the 404 page: named or routed as Next.js's not-found page, or a page
 * (not an api/ path, whose 404 answers are traced like any other) that answered 404.
 */
export function isNotFoundPage(name: string, attributes?: Record<string, unknown>): boolean {
  const route = stringAttribute(attributes, ...ROUTE_KEYS) ?? routeOf(name);
  if (NOT_FOUND_ROUTE.test(route) || NOT_FOUND_ROUTE.test(routeOf(name))) return true;
  const path = (stringAttribute(attributes, ...PATH_KEYS) ?? route).split("?")[0] ?? "";
  return numberAttribute(attributes, ...STATUS_KEYS) === 404 && !isApiPath(path);
}

/** tracesSampler: 1 for every transaction, api/ paths included; 0 for the 404 page. */
export function tracesSampler(context: {
  name: string;
  attributes?: Record<string, unknown>;
}): number {
  return isNotFoundPage(context.name, context.attributes) ? 0 : 1;
}

interface TransactionLike {
  transaction?: string;
  contexts?: { trace?: { data?: Record<string, unknown> }; response?: { status_code?: number } };
}

/**
 * beforeSendTransaction: a request for an unknown address is only known to be the 404 page when it
 * ends (the sampler saw a plain path), so it is dropped here.
 */
export function dropNotFoundPage<T extends TransactionLike>(event: T): T | null {
  const data = { ...event.contexts?.trace?.data };
  if (event.contexts?.response?.status_code && data["http.response.status_code"] === undefined) {
    data["http.response.status_code"] = event.contexts.response.status_code;
  }
  return isNotFoundPage(event.transaction ?? "", data) ? null : event;
}
