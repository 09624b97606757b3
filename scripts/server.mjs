#!/usr/bin/env node
// The shop's web server: what `next start` does, plus two things it cannot. Route handlers never see
// the TCP peer, so every request carries it in a header of ours (rate limits key on it); and SIGTERM
// or SIGINT drain the requests in flight and close the database before the process exits.
// `npm start` runs it after building; on its own: `NODE_ENV=production node scripts/server.mjs`.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { NEXT_CACHE_STATE_HEADER, NEXT_PAGE_CACHE_FILES } from "../src/server/next-internals.mjs";
import {
  closeDatabaseIfOpen,
  databaseDownAt,
  setPageMemo,
  takeDatabaseDownMark,
} from "../src/server/runtime-bridge.mjs";
import { exitWhenOnStandIns } from "../src/config/stand-ins.mjs";
import { hashInlineScriptsOf } from "./inline-scripts.mjs";
import { createPageMemo, pageMemoSetting } from "./page-memo.mjs";

/** Set by this server only: any copy a client sends is removed first. */
export const PEER_ADDRESS_HEADER = "x-littlerobe-peer-address";

/** The socket's address, with an IPv4 address in IPv6 form (::ffff:127.0.0.2) written as IPv4. */
export function normaliseAddress(address) {
  if (!address) return "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * A random key per request, so that what Next.js reports about a request (onRequestError, in
 * src/instrumentation.ts) can be matched to its answer here.
 */
export const REQUEST_KEY_HEADER = "x-littlerobe-request-key";

/** Sets a header of ours on the request, after removing every copy the client sent, in any case. */
function stampHeader(req, name, value) {
  // Node joins repeated unknown headers into one; rawHeaders still has each copy.
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== name)
      raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders = [...raw, name, value];
  req.headers[name] = value;
}

/** Replaces whatever the client sent in PEER_ADDRESS_HEADER with the address it connected from. */
export function stampPeerAddress(req) {
  stampHeader(req, PEER_ADDRESS_HEADER, normaliseAddress(req.socket.remoteAddress));
}

/**
 * A page cannot choose its status when rendering fails: Next.js answers 500. When the failure was
 * the database being down (src/instrumentation.ts marks the request's key through
 * src/server/runtime-bridge.mjs), the
 * answer becomes 503 with Retry-After, so load balancers and monitors see an outage, not a bug.
 */
export function answer503WhenDatabaseDown(req, res) {
  const key = randomUUID();
  stampHeader(req, REQUEST_KEY_HEADER, key);
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status >= 500 && (takeDatabaseDownMark(key) || databaseRecentlyDown())) {
      this.setHeader("retry-after", "30");
      return writeHead.call(this, 503, ...(typeof rest[0] === "string" ? rest.slice(1) : rest));
    }
    return writeHead.call(this, status, ...rest);
  };
  res.on("close", () => takeDatabaseDownMark(key));
}

/**
 * Empties the page cache the build and earlier runs left on disk (issue 8). Which cached pages a
 * write made out of date is known only in memory (Next.js keeps its tag state per process), so a
 * copy left from before a restart could show sold-out sizes; each page renders afresh on its first
 * visit instead. With REDIS_URL the shared cache keeps both the pages and their tags.
 */
export function clearPageCache(distDir) {
  const root = path.join(distDir, "server", "app");
  const visit = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.endsWith(NEXT_PAGE_CACHE_FILES.segmentsSuffix))
          fs.rmSync(full, { recursive: true, force: true });
        else visit(full);
      } else if (NEXT_PAGE_CACHE_FILES.suffixes.some((suffix) => entry.name.endsWith(suffix)))
        fs.rmSync(full, { force: true });
    }
  };
  if (fs.existsSync(root)) visit(root);
  // Where Next.js writes the pages it renders while running.
  fs.rmSync(path.join(distDir, "server", NEXT_PAGE_CACHE_FILES.routeCacheFolder), {
    recursive: true,
    force: true,
  });
}

/**
 * Every answer under /admin is for one person: staff's pages, and the 'Page not found' a guest or a
 * member gets there (the prerendered not-found page would otherwise say s-maxage=900). Behind any
 * shared cache, nobody may be served someone else's refusal or back-office page (issue 23).
 */
export function noStoreForBackOffice(req, res) {
  const pathname = (req.url ?? "").split("?")[0];
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return;
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    this.setHeader("cache-control", "private, no-store");
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (headers && !Array.isArray(headers))
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === "cache-control") delete headers[name];
    return writeHead.call(this, status, ...rest);
  };
}

/** Strings at least this long (in UTF-16 code units) are encoded before they are written. */
const LARGE_BODY_CHARS = 16_384;

/**
 * Next.js answers a cached page with its HTML as one JavaScript string, and Node.js writes a large
 * string far more slowly than the same bytes: /collection (72 KB) cost the server 0.4 ms per
 * request in the write alone. Encoded first, a fifth of a cached page's time goes (issue 8,
 * bench/README.md). Same bytes, same Content-Length; streamed answers never come through here.
 */
export function endLargeStringsAsBytes(res) {
  const end = res.end;
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk !== "string" || chunk.length < LARGE_BODY_CHARS)
      return end.call(this, chunk, encoding, callback);
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    encoding ??= "utf8";
    // Only pages from Next.js's cache (it marks them) are kept: never a member's own page.
    const fromCache = this.getHeader(NEXT_CACHE_STATE_HEADER) !== undefined && encoding === "utf8";
    return end.call(
      this,
      fromCache ? cachedBytesOf(chunk) : Buffer.from(chunk, encoding),
      callback,
    );
  };
}

/** The cached pages written lately and their bytes, most recent last. */
const recentPages = new Map();
let recentPagesBytes = 0;
/** What they may hold in all, the strings (up to 2 bytes a character) and their bytes. */
const RECENT_PAGES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A cached page is the same string on every request: its bytes are kept (a few hundred pages'
 * worth at most, the least recently written dropped first) rather than encoded again each time:
 * 90–150 µs of a cached /collection's 600–1,000 µs of server CPU (bench/README.md). Keyed by the
 * text itself, so a page that changed is new text with its own bytes.
 */
function cachedBytesOf(page) {
  const known = recentPages.get(page);
  if (known) {
    recentPages.delete(page);
    recentPages.set(page, known);
    return known;
  }
  const bytes = Buffer.from(page, "utf8");
  recentPages.set(page, bytes);
  recentPagesBytes += bytes.length + 2 * page.length;
  for (const [oldest, oldBytes] of recentPages) {
    if (recentPagesBytes <= RECENT_PAGES_MAX_BYTES) break;
    recentPages.delete(oldest);
    recentPagesBytes -= oldBytes.length + 2 * oldest.length;
  }
  return bytes;
}

/** How long after PostgreSQL last failed to answer a 500 is taken for the outage (src/server/db/client.ts). */
const DATABASE_DOWN_WINDOW_MS = 30_000;

function databaseRecentlyDown() {
  const at = databaseDownAt();
  return typeof at === "number" && Date.now() - at < DATABASE_DOWN_WINDOW_MS;
}

// Requests in flight get this long to finish after a signal; the whole stop stays within 10 s.
const DRAIN_MS = 5_000;
const STOP_DEADLINE_MS = 9_000;
// How long a connection may sit idle between requests (decision 049-10).
const KEEP_ALIVE_MS = 65_000;

async function main() {
  exitWhenOnStandIns(process.env);
  const dir = path.resolve(import.meta.dirname, "..");
  process.env.NODE_ENV ||= "production";
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  const port = Number(process.env.PORT ?? 3000);
  process.env.PORT = String(port);
  if (!process.env.REDIS_URL)
    clearPageCache(path.resolve(dir, process.env.NEXT_DIST_DIR ?? ".next"));

  const { default: next } = await import("next");
  // distDir comes from next.config.ts (NEXT_DIST_DIR), as under `next start`.
  const app = next({ dev: false, dir, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Next.js's last answer for each shared page (scripts/page-memo.mjs), unless PAGE_MEMO=off; its
  // cache handlers drop them when a tag is invalidated (src/server/cache/handlers/use-cache-handler.mjs).
  const pageMemo = pageMemoSetting() === "on" ? createPageMemo() : null;
  setPageMemo(pageMemo ?? undefined);

  const server = http.createServer((req, res) => {
    if (pageMemo?.serve(req, res)) return;
    stampPeerAddress(req);
    answer503WhenDatabaseDown(req, res);
    endLargeStringsAsBytes(res);
    noStoreForBackOffice(req, res);
    // Each HTML answer's policy lists its own inline scripts' hashes; the pages the memo keeps
    // are hashed by the memo, once per page, and pass here as they are.
    hashInlineScriptsOf(req, res);
    pageMemo?.watch(req, res);
    handle(req, res).catch((error) => {
      console.error(`Failed to handle ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500).end("Internal Server Error");
      else res.destroy();
    });
  });
  // Node closes a connection after 5 s without a request; a client that pools connections (a
  // proxy, a load balancer, Playwright's request client) can send its next request in that moment
  // and get a reset instead of an answer. Proxies keep an idle connection for about 60 s, so with
  // 65 s here it is they that close it; Playwright's client keeps one for as long as a test runs.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  server.on("error", (error) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use: set PORT to another.`
        : error.message,
    );
    process.exit(1);
  });
  // No host: every interface, like `next start` (127.0.0.2 and other loopback addresses included).
  server.listen(port, () =>
    console.log(
      `Littlerobe ready on http://localhost:${port}${pageMemo ? "" : " (page memo off)"}`,
    ),
  );

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return; // a terminal sends Ctrl+C to both `npm start` and us
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database…`);
    setTimeout(() => {
      console.error(`Stopping took over ${STOP_DEADLINE_MS / 1000} s: exiting anyway.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    const drained = new Promise((resolve) => server.close(resolve)); // idle keep-alive sockets close at once
    const drainTimer = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    await drained;
    clearTimeout(drainTimer);
    await app.close().catch((error) => console.error(error));
    // The database lives in Next's module graph, in this process; src/server/db/client.ts hands
    // its close function over the bridge (it also releases the data folder's lock).
    const closed = await closeDatabaseIfOpen().catch((error) => {
      console.error(error);
      return true;
    });
    console.log(closed ? "Stopped: database closed." : "Stopped.");
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
  // Under `npm start` an IPC channel links us to scripts/start.mjs: it closes when that process
  // ends in any way (SIGKILL included), and a server nobody can stop any more stops by itself.
  if (process.send) process.on("disconnect", () => void stop("npm start ended"));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
