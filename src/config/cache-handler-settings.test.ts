import path from "node:path";
import { describe, expect, it } from "vitest";
import { redisCacheSettings } from "./cache-handler-settings.mjs";

const REDIS_URL = "redis://127.0.0.1:6379";

describe("where Next.js's caches live", () => {
  it("stays in the process when REDIS_URL is unset or empty", () => {
    expect(redisCacheSettings({ DATABASE_URL: "postgres://shop@db:5432/shop" })).toBeNull();
    expect(redisCacheSettings({ REDIS_URL: " " })).toBeNull();
  });

  it("stays in the build folder during `next build`, whatever REDIS_URL says", () => {
    expect(redisCacheSettings({ REDIS_URL, NEXT_PHASE: "phase-production-build" })).toBeNull();
  });

  it("is Redis when REDIS_URL is set, under a prefix of the shop's database", () => {
    const settings = redisCacheSettings({ REDIS_URL, DATABASE_URL: "postgres://db:5432/shop" });
    expect(settings?.url).toBe(REDIS_URL);
    expect(settings?.keyPrefix).toMatch(/^littlerobe:[0-9a-f]{12}:$/);
    // The tag ledger's database (issue 23): the shop's own.
    expect(settings?.databaseUrl).toBe("postgres://db:5432/shop");
    expect(redisCacheSettings({ REDIS_URL })?.databaseUrl).toBeNull();
  });

  it("gives two databases on one Redis two prefixes, and one database one prefix whoever connects", () => {
    const prefix = (environment: Record<string, string>) =>
      redisCacheSettings({ REDIS_URL, ...environment })?.keyPrefix;

    const shop = prefix({ DATABASE_URL: "postgres://web:one@db.internal:5432/shop" });
    expect(prefix({ DATABASE_URL: "postgres://worker:two@db.internal/shop?sslmode=require" })).toBe(
      shop,
    );
    expect(prefix({ DATABASE_URL: "postgres://web:one@db.internal:5432/other_shop" })).not.toBe(
      shop,
    );
    expect(prefix({ DATABASE_URL: "postgres://web:one@db2.internal:5432/shop" })).not.toBe(shop);
    expect(prefix({ DATA_DIR: ".data" })).toBe(prefix({ DATA_DIR: path.resolve(".data") }));
    expect(prefix({ DATA_DIR: ".data" })).not.toBe(prefix({ DATA_DIR: ".other-data" }));
  });

  it("uses REDIS_KEY_PREFIX when one is given", () => {
    expect(redisCacheSettings({ REDIS_URL, REDIS_KEY_PREFIX: "shop-a:" })?.keyPrefix).toBe(
      "shop-a:",
    );
  });
});
