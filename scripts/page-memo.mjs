// Next.js's last answer for a shared page, kept by the web server the way a platform's edge keeps
// it (issue 8, docs/decisions/ "Pages at static speed"). Next.js stays the only cache that
// decides: an answer is kept only when Next.js served it as a fresh hit of a whole prerender, and
// every kept answer is dropped the moment Next.js invalidates a tag in this process (its cache
// handlers' `updateTags`, src/server/cache/handlers/use-cache-handler.mjs). A kept answer lives
// MEMO_TTL_MS at most, which bounds what another process's invalidation (with REDIS_URL) or a
// timed revalidation can leave behind; after it the request goes to Next.js again.
// PAGE_MEMO=off turns it off: every request goes to Next.js (pageMemoSetting below).
import zlib from "node:zlib";
import {
  NEXT_CACHE_STATE_HEADER,
  NEXT_POSTPONED_HEADER,
  NEXT_PRERENDER_HEADER,
  NEXT_PREVIEW_COOKIES,
} from "../src/server/next-internals.mjs";
import { POLICY_DONE, policyForPage } from "./inline-scripts.mjs";

/**
 * The PAGE_MEMO setting: "on" (the default, when unset) or "off"; any other value stops the
 * server, as the app refuses it (src/config/env.ts declares it too).
 */
export function pageMemoSetting(environment = process.env) {
  const value = environment.PAGE_MEMO ?? "on";
  if (value === "on" || value === "off") return value;
  throw new Error(`PAGE_MEMO must be "on" or "off", not "${value}".`);
}

/** How long a kept answer may be served without asking Next.js again. */
export const MEMO_TTL_MS = 100;
/** What the kept answers may hold in all: text, bytes and gzip bytes. */
const MEMO_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Request headers that make Next.js answer something other than the shared document: the router's
 * own requests (RSC payloads, prefetches, server actions, interception), bodies, partial content,
 * and its internal or revalidation headers. Any of them sends the request to Next.js.
 */
const ROUTER_HEADERS = new Set([
  "rsc",
  "content-type",
  "content-length",
  "transfer-encoding",
  "range",
  "if-range",
  "purpose",
]);
const ROUTER_HEADER_PREFIXES = [
  "next-",
  "x-next",
  "x-middleware",
  "x-prerender",
  "x-invoke",
  "x-matched-path",
  "x-now-",
];
/** Paths the proxy (src/proxy.ts) always sees: never answered without it. */
const PROXY_PATHS = ["/api/", "/admin", "/warehouse-sim/", "/_next/"];
/** Next.js's preview (draft mode) cookies: staff see drafts, never a kept answer. */
const PREVIEW_COOKIES = new RegExp(`(?:^|;\\s*)(?:${NEXT_PREVIEW_COOKIES.join("|")})=`);

/**
 * Whether a request is a plain visit to a shared page, the same for every visitor: a GET without a
 * query, a preview cookie or any of the router's headers.
 */
export function isPlainPageVisit(req) {
  const url = req.url ?? "";
  if (req.method !== "GET" || !url.startsWith("/") || url.includes("?") || url.includes("%"))
    return false;
  if (PROXY_PATHS.some((prefix) => url.startsWith(prefix))) return false;
  for (const name of Object.keys(req.headers)) {
    if (ROUTER_HEADERS.has(name) || ROUTER_HEADER_PREFIXES.some((p) => name.startsWith(p)))
      return false;
  }
  const cookie = req.headers.cookie;
  return !(cookie && PREVIEW_COOKIES.test(cookie));
}

/** "gzip" when the visitor takes it, "identity" when it asks for no encoding, else null. */
export function acceptedEncoding(req) {
  const accept = req.headers["accept-encoding"];
  if (accept === undefined || accept.trim() === "" || /^\s*identity\s*$/i.test(accept))
    return "identity";
  for (const part of accept.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return "gzip";
  }
  return null;
}

/** Whether Next.js's answer is a fresh hit of a whole prerender, shared by every visitor. */
function isSharedCacheHit(res) {
  if (res.statusCode !== 200) return false;
  if (
    res.getHeader(NEXT_CACHE_STATE_HEADER) !== "HIT" ||
    res.getHeader(NEXT_PRERENDER_HEADER) !== "1"
  )
    return false;
  if (
    res.getHeader(NEXT_POSTPONED_HEADER) !== undefined ||
    res.getHeader("set-cookie") !== undefined
  )
    return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/private|no-store|no-cache/i.test(cacheControl)) return false;
  return String(res.getHeader("content-type") ?? "").startsWith("text/html");
}

/** Headers Node.js writes itself, or that depend on the encoding sent. */
const UNKEPT_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export function createPageMemo({
  now = Date.now,
  ttlMs = MEMO_TTL_MS,
  maxBytes = MEMO_MAX_BYTES,
} = {}) {
  /** url → { text, headers, bytes, gzip?, expiresAt, size }, least recently kept first. */
  const entries = new Map();
  /** Paths whose last answer was a shared hit: their visitors' gzip is done here, not by Next.js. */
  const sharedPaths = new Set();
  let heldBytes = 0;
  /** Counts invalidations: an answer is kept only if none happened while it was being made. */
  let generation = 0;

  const drop = (url) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    heldBytes -= entry.size;
  };

  const keep = (url, text, headers) => {
    const previous = entries.get(url);
    // The same page again (Next.js hands out the same string while its entry lasts): its bytes stay.
    const reused = previous && previous.text === text ? previous : null;
    drop(url);
    const bytes = reused?.bytes ?? Buffer.from(text, "utf8");
    // The policy lists this page's inline scripts: hashed once per kept text (scripts/inline-scripts.mjs).
    const policyName = Object.keys(headers).find((name) => /^content-security-policy$/i.test(name));
    if (policyName)
      headers[policyName] = reused?.headers[policyName] ?? policyForPage(text, headers[policyName]);
    const entry = {
      url,
      text,
      headers,
      bytes,
      gzip: reused?.gzip,
      expiresAt: now() + ttlMs,
      size: 2 * text.length + bytes.length + (reused?.gzip?.length ?? 0),
    };
    entries.set(url, entry);
    heldBytes += entry.size;
    for (const [oldest] of entries) {
      if (heldBytes <= maxBytes) break;
      drop(oldest);
    }
    return entry;
  };

  const gzipOf = (entry) => {
    if (!entry.gzip) {
      entry.gzip = zlib.gzipSync(entry.bytes);
      entry.size += entry.gzip.length;
      // Counted only while kept (a page larger than the whole memo is sent, never kept).
      if (entries.get(entry.url) === entry) heldBytes += entry.gzip.length;
    }
    return entry.gzip;
  };

  /** Writes a kept answer, through the response's own methods when a wrapper of them is calling. */
  const send = (res, entry, encoding, { writeHead, end } = res) => {
    const body = encoding === "gzip" ? gzipOf(entry) : entry.bytes;
    const headers = { ...entry.headers, "content-length": String(body.length) };
    if (encoding === "gzip") headers["content-encoding"] = "gzip";
    res[POLICY_DONE] = true;
    writeHead.call(res, 200, headers);
    end.call(res, body);
  };

  return {
    /** Drops every kept answer: Next.js has just invalidated a tag. */
    invalidate() {
      generation++;
      for (const url of [...entries.keys()]) drop(url);
    },

    /** Answers a plain page visit from a kept answer still in date; false when it cannot. */
    serve(req, res) {
      if (entries.size === 0 || !isPlainPageVisit(req)) return false;
      const entry = entries.get(req.url);
      if (!entry) return false;
      if (entry.expiresAt <= now()) {
        drop(req.url);
        return false;
      }
      const encoding = acceptedEncoding(req);
      if (!encoding) return false;
      send(res, entry, encoding);
      return true;
    },

    /**
     * For a request going to Next.js: keeps its answer when it is a shared hit. A path known to be
     * shared is asked of Next.js without compression, so that the page's text can be kept; the
     * visitor still gets gzip, made here once per page.
     */
    watch(req, res) {
      if (!isPlainPageVisit(req)) return;
      const encoding = acceptedEncoding(req);
      if (!encoding) return;
      const url = req.url;
      const startedAt = generation;
      if (encoding === "gzip") {
        if (!sharedPaths.has(url)) {
          res.once("finish", () => {
            if (isSharedCacheHit(res)) sharedPaths.add(url);
          });
          return;
        }
        removeHeader(req, "accept-encoding");
      }
      // A shared hit's headers are held back until its body is known, so that what is sent can be
      // the kept answer, gzip included; anything else is released as Next.js made it.
      const { writeHead, write, end } = res;
      let held = false;
      // Once decided, the response's own methods are put back (Node.js calls writeHead itself).
      const release = (self) => {
        Object.assign(self, { writeHead, write, end });
        if (!held) return;
        held = false;
        writeHead.call(self, self.statusCode);
      };
      res.writeHead = function (status, ...rest) {
        if (rest.length > 0 || typeof status !== "number")
          return writeHead.call(this, status, ...rest);
        this.statusCode = status;
        if (!isSharedCacheHit(this)) return writeHead.call(this, status);
        held = true;
        return this;
      };
      res.write = function (...args) {
        release(this);
        return write.apply(this, args);
      };
      res.end = function (chunk, ...rest) {
        const keepable =
          typeof chunk === "string" &&
          startedAt === generation &&
          (held || (!this.headersSent && isSharedCacheHit(this)));
        if (!keepable) {
          if (!isSharedCacheHit(this)) sharedPaths.delete(url);
          release(this);
          // Asked without compression: what Next.js made goes out as it is, uncompressed.
          return end.call(this, chunk, ...rest);
        }
        held = false;
        Object.assign(this, { writeHead, write, end });
        const headers = {};
        // Named as Next.js wrote them.
        for (const name of this.getRawHeaderNames())
          if (!UNKEPT_HEADERS.has(name.toLowerCase())) headers[name] = this.getHeader(name);
        for (const name of this.getHeaderNames()) this.removeHeader(name);
        send(this, keep(url, chunk, headers), encoding, { writeHead, end });
        return this;
      };
    },

    /** For tests and the benchmark's report. */
    get size() {
      return entries.size;
    },
  };
}

/** Removes a request header, every copy the client sent. */
function removeHeader(req, name) {
  delete req.headers[name];
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i].toLowerCase() !== name)
      raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  req.rawHeaders = raw;
}
