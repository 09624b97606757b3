import { afterEach, describe, expect, it, vi } from "vitest";
import * as bridge from "./runtime-bridge.mjs";

// The server, the cache handlers and the app each load their own copy of this module: a second
// copy (another module id) must see what the first wrote.
const otherCopy = async (): Promise<typeof bridge> =>
  (await import(/* @vite-ignore */ `./runtime-bridge.mjs?copy=${Math.random()}`)) as typeof bridge;

afterEach(() => {
  bridge.setPageMemo(undefined);
  bridge.setDatabaseDownAt(undefined);
});

describe("the bridge between the web server and the app", () => {
  it("is one object for every copy of the module", async () => {
    const copy = await otherCopy();
    expect(copy).not.toBe(bridge);
    const memo = { invalidate: vi.fn() };
    bridge.setPageMemo(memo);
    copy.invalidatePageMemo();
    expect(memo.invalidate).toHaveBeenCalledTimes(1);

    copy.markDatabaseDownRequest("key-1");
    expect(bridge.takeDatabaseDownMark("key-1")).toBe(true);
    expect(copy.takeDatabaseDownMark("key-1")).toBe(false);

    copy.setDatabaseDownAt(1234);
    expect(bridge.databaseDownAt()).toBe(1234);
  });

  it("does nothing without a memo (PAGE_MEMO=off), and closes the database through any copy", async () => {
    bridge.invalidatePageMemo(); // PAGE_MEMO=off: no memo, no error
    const copy = await otherCopy();
    // The database closer is set once per process by the app; a copy closes through it.
    const close = vi.fn(async () => {});
    bridge.setDatabaseCloser(close);
    expect(await copy.closeDatabaseIfOpen()).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("keeps at most 10,001 marks, even when answers are lost", () => {
    for (let i = 0; i < 10_005; i++) bridge.markDatabaseDownRequest(`lost-${i}`);
    expect(bridge.databaseDownMarkCount()).toBeLessThanOrEqual(10_001);
    for (let i = 0; i < 10_005; i++) bridge.takeDatabaseDownMark(`lost-${i}`);
    expect(bridge.databaseDownMarkCount()).toBe(0);
  });

  it("is reached under one symbol only: no other property of globalThis is ours", () => {
    bridge.databaseDownAt(); // the bridge is made on first use, whichever test comes first
    const ours = Object.getOwnPropertyNames(globalThis).filter((name) =>
      /^littlerobe(PageMemo|DatabaseDown|CloseDatabase|Logger)/.test(name),
    );
    expect(ours).toEqual([]);
    expect(Object.getOwnPropertySymbols(globalThis).map(String)).toContain(
      "Symbol(littlerobe.runtimeBridge)",
    );
  });
});
