import { randomUUID } from "node:crypto";
import net from "node:net";
import type { CacheEntry, CacheHandler } from "next/cache";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMMAND_TIMEOUT_MS,
  RedisConnection,
  RedisRouteCache,
  createRedisUseCacheHandler,
  type CacheLog,
} from "@/server/cache/handlers/redis-cache.mjs";
import { redisAnswers, TEST_REDIS_URL } from "../helpers/local-services";

// Next.js's caches in Redis (issue 8): two handler instances on two connections stand for two web
// processes of one shop. Runs against the local Redis (TEST_REDIS_URL); skipped when none answers,
// except under CI=true, where that is a failure.

const REDIS_URL = TEST_REDIS_URL;

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp && process.env.CI === "true") {
  throw new Error(`Redis is not answering at ${REDIS_URL}: under CI that is a failure.`);
}

/** A 'use cache' entry as Next.js hands it to a handler: its value is a one-use stream. */
function dataEntry(text: string, tags: string[], timestamp = Date.now()): CacheEntry {
  const bytes = new TextEncoder().encode(text);
  return {
    value: new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp,
    expire: 0xfffffffe, // the default profile: never
    revalidate: 900,
  };
}

async function text(entry: CacheEntry | undefined) {
  return entry ? new TextDecoder().decode(await new Response(entry.value).arrayBuffer()) : entry;
}

/** A prerendered page as Next.js stores it in the route cache: bytes and a Map included. */
function pageEntry(stock: number) {
  return {
    kind: "APP_PAGE",
    html: `<p>${stock} in stock</p>`,
    rscData: Buffer.from(`rsc ${stock}`),
    headers: { "x-next-cache-tags": "catalogue,product:7,_N_T_/layout,_N_T_/collection" },
    postponed: undefined,
    status: 200,
    segmentData: new Map([["/_tree", Buffer.from(`tree ${stock}`)]]),
  };
}

const PAGE_KEY = "/route-cache/APP_PAGE/0123abcd/$/collection";
const PAGE_CONTEXT = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: true };
const PAGE_CACHE_CONTROL = { cacheControl: { revalidate: 900, expire: 0xfffffffe } };

/** Keeps what was logged, to count the warnings. */
function logCollector() {
  const lines: { level: string; message: string }[] = [];
  const log: CacheLog = {
    warn: (_fields, message) => lines.push({ level: "warn", message }),
    info: (_fields, message) => lines.push({ level: "info", message }),
  };
  return { lines, log };
}

/** A TCP port with nothing listening on it: Redis is down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts TCP connections and never answers: a hung Redis. */
async function hungServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Every cache operation on an unavailable Redis: none throws, reads are misses. */
async function everyOperation(useCache: CacheHandler, routes: RedisRouteCache) {
  await useCache.set("k", Promise.resolve(dataEntry("x", ["catalogue"])));
  await useCache.refreshTags();
  return {
    useCacheGet: await useCache.get("k", ["_N_T_/collection"]),
    expiration: await useCache.getExpiration(["catalogue"]),
    updateTags: await useCache.updateTags(["catalogue"], { expire: 0 }),
    routeSet: await routes.set(PAGE_KEY, pageEntry(3), PAGE_CACHE_CONTROL),
    routeGet: await routes.get(PAGE_KEY, PAGE_CONTEXT),
    revalidateTag: await routes.revalidateTag(["catalogue"], { expire: 0 }),
  };
}

/** Lets the clock move on, so an invalidation is later than the entry it makes stale. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

describe.runIf(redisUp)("the cache handlers on Redis: two web processes, one shop", () => {
  const shop = `littlerobe-test:${randomUUID()}:`;
  let first: RedisConnection;
  let second: RedisConnection;

  beforeAll(async () => {
    first = new RedisConnection(REDIS_URL);
    second = new RedisConnection(REDIS_URL);
    await Promise.all([first.ready(), second.ready()]);
  });

  afterAll(async () => {
    if (!first) return;
    const keys = await first.client.keys(`${shop}*`);
    if (keys.length > 0) await first.client.del(...keys);
    first.close();
    second.close();
  });

  const dataCacheOf = (connection: RedisConnection, keyPrefix = shop) =>
    createRedisUseCacheHandler({ connection, keyPrefix });
  const routesOf = (connection: RedisConnection, buildId = "build-1", keyPrefix = shop) =>
    new RedisRouteCache({ connection, keyPrefix, buildId });

  it("serves a 'use cache' entry stored by one process to the other", async () => {
    await dataCacheOf(first).set(
      "catalogue-read",
      Promise.resolve(dataEntry("64 products", ["catalogue"])),
    );

    const read = await dataCacheOf(second).get("catalogue-read", ["_N_T_/collection"]);

    expect(await text(read)).toBe("64 products");
    expect(read?.tags).toEqual(["catalogue"]);
  });

  it("makes an entry a miss in the other process once one process invalidates its tag", async () => {
    const a = dataCacheOf(first);
    const b = dataCacheOf(second);
    await a.set("product-7", Promise.resolve(dataEntry("3 in stock", ["product:7"])));
    await a.set("footer", Promise.resolve(dataEntry("footer", ["content"])));
    const written = Date.now();
    expect(await text(await b.get("product-7", []))).toBe("3 in stock");

    await nextMillisecond();
    await a.updateTags(["product:7"], { expire: 0 }); // revalidateTag(tag, { expire: 0 })
    await b.refreshTags();

    expect(await b.get("product-7", [])).toBeUndefined();
    expect(await b.getExpiration(["product:7"])).toBeGreaterThan(written);
    expect(await text(await b.get("footer", []))).toBe("footer");
  });

  it("expires entries under a path in the other process after revalidatePath (implicit tags)", async () => {
    const written = Date.now();
    await nextMillisecond();
    await dataCacheOf(first).updateTags(["_N_T_/contact"]);

    // Next.js compares this with each entry's time for the implicit tags of the page read.
    expect(
      await dataCacheOf(second).getExpiration(["_N_T_/layout", "_N_T_/contact"]),
    ).toBeGreaterThan(written);
    expect(await dataCacheOf(second).getExpiration(["_N_T_/about"])).toBe(0);
  });

  it("serves a prerendered page stored by one process to the other, RSC payload and segments intact", async () => {
    await routesOf(first).set(PAGE_KEY, pageEntry(3), PAGE_CACHE_CONTROL);

    const read = await routesOf(second).get(PAGE_KEY, PAGE_CONTEXT);

    expect(read?.value).toEqual(pageEntry(3));
    expect(Buffer.isBuffer((read?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(read?.cacheControl).toEqual(PAGE_CACHE_CONTROL.cacheControl);
  });

  it("makes a page a miss in every process once a tag it shows is invalidated", async () => {
    await routesOf(first).set(PAGE_KEY, pageEntry(3), PAGE_CACHE_CONTROL);
    expect(await routesOf(second).get(PAGE_KEY, PAGE_CONTEXT)).not.toBeNull();

    // revalidateTag() reaches both handlers; the 'use cache' one alone is enough to expire a page.
    await nextMillisecond();
    await dataCacheOf(second).updateTags(["product:7"], { expire: 0 });

    expect(await routesOf(first).get(PAGE_KEY, PAGE_CONTEXT)).toBeNull();
    expect(await routesOf(second).get(PAGE_KEY, PAGE_CONTEXT)).toBeNull();

    // Rendered again after the change: served again.
    await nextMillisecond();
    await routesOf(second).set(PAGE_KEY, pageEntry(2), PAGE_CACHE_CONTROL);
    expect((await routesOf(first).get(PAGE_KEY, PAGE_CONTEXT))?.value).toEqual(pageEntry(2));
  });

  it("makes a page a miss after the route cache's own revalidateTag, given one tag or several", async () => {
    await routesOf(first).set(PAGE_KEY, pageEntry(5), PAGE_CACHE_CONTROL);
    await nextMillisecond();
    await routesOf(second).revalidateTag(["content", "catalogue"], { expire: 0 });
    expect(await routesOf(first).get(PAGE_KEY, PAGE_CONTEXT)).toBeNull();

    await nextMillisecond();
    await routesOf(first).set(PAGE_KEY, pageEntry(4), PAGE_CACHE_CONTROL);
    await nextMillisecond();
    await routesOf(second).revalidateTag("_N_T_/collection");
    expect(await routesOf(first).get(PAGE_KEY, PAGE_CONTEXT)).toBeNull();
  });

  it("keeps no entry that Next.js regenerates on every read (expire: 0), and reports no failure", async () => {
    const entry = { ...dataEntry("live", ["catalogue"]), expire: 0, revalidate: 0 };
    await dataCacheOf(first).set("live-read", Promise.resolve(entry));

    expect(await dataCacheOf(second).get("live-read", [])).toBeUndefined();
    expect(first.failing).toBe(false);
  });

  it("never serves one build's page to another build, nor one shop's entries to another shop", async () => {
    await routesOf(first, "build-1").set(PAGE_KEY, pageEntry(3), PAGE_CACHE_CONTROL);
    await dataCacheOf(first).set("catalogue-read", Promise.resolve(dataEntry("ours", [])));
    const otherShop = `${shop}other-database:`;

    expect(await routesOf(second, "build-2").get(PAGE_KEY, PAGE_CONTEXT)).toBeNull();
    expect(await routesOf(second, "build-1", otherShop).get(PAGE_KEY, PAGE_CONTEXT)).toBeNull();
    expect(await dataCacheOf(second, otherShop).get("catalogue-read", [])).toBeUndefined();
  });
});

describe("the cache handlers when Redis fails: pages are rendered without the cache", () => {
  it("turns every read into a miss at once when nothing listens, and logs the outage once", async () => {
    const { lines, log } = logCollector();
    const connection = new RedisConnection(`redis://127.0.0.1:${await closedPort()}`, { log });
    try {
      const started = Date.now();
      const results = await everyOperation(
        createRedisUseCacheHandler({ connection, keyPrefix: "down:" }),
        new RedisRouteCache({ connection, keyPrefix: "down:", buildId: "b" }),
      );
      await everyOperation(
        createRedisUseCacheHandler({ connection, keyPrefix: "down:" }),
        new RedisRouteCache({ connection, keyPrefix: "down:", buildId: "b" }),
      );

      expect(results).toEqual({
        useCacheGet: undefined,
        expiration: 0,
        updateTags: undefined,
        routeSet: undefined,
        routeGet: null,
        revalidateTag: undefined,
      });
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS);
      expect(lines.filter((line) => line.level === "warn")).toHaveLength(1);
    } finally {
      connection.close();
    }
  });

  it("does not wait on a Redis that accepts connections and never answers", async () => {
    const hung = await hungServer();
    const { lines, log } = logCollector();
    const connection = new RedisConnection(`redis://127.0.0.1:${hung.port}`, { log });
    try {
      const started = Date.now();
      const results = await everyOperation(
        createRedisUseCacheHandler({ connection, keyPrefix: "hung:" }),
        new RedisRouteCache({ connection, keyPrefix: "hung:", buildId: "b" }),
      );

      expect(results.useCacheGet).toBeUndefined();
      expect(results.routeGet).toBeNull();
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS);
      expect(lines.filter((line) => line.level === "warn")).toHaveLength(1);
    } finally {
      connection.close();
      await hung.close();
    }
  });

  it.runIf(redisUp)("logs that Redis answers again once it does", async () => {
    const { lines, log } = logCollector();
    const connection = new RedisConnection(REDIS_URL, { log });
    try {
      // Before the connection is up a read is a miss, not a wait.
      const useCache = createRedisUseCacheHandler({ connection, keyPrefix: "back:" });
      expect(await useCache.get("k", [])).toBeUndefined();
      await connection.ready();
      await useCache.get("k", []);

      expect(lines.map((line) => line.level)).toEqual(["warn", "info"]);
    } finally {
      connection.close();
    }
  });
});
