import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cachedReads from "@/server/reads/cached-reads";
import { createDatabaseContentEditor } from "@/server/integrations/content/local-database/content-editor";
import { createDatabaseContentSource } from "@/server/integrations/content/local-database/database-content-source";
import { seedContentDocuments } from "@/server/seed/content";
import { testDbKind } from "../helpers/test-db";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 23: Next.js accepts every 'use cache' function as a server action, with the caller's
// arguments. Every function cached-reads.ts exports (a read added later too) is called here with
// arguments that once meant "show drafts", on the real database: none answers a draft.
// Outside Next.js there is no cache for cacheTag to label, so it does nothing here.
vi.mock("next/cache", () => ({ cacheTag: () => undefined }));

const ABOUT_DRAFT = "About, an unpublished draft";
const HOME_DRAFT = "Home, an unpublished draft";
const SETTINGS_DRAFT = "Settings, an unpublished draft";
const NEW_PAGE_UID = "never-published";
const NEW_PAGE_DRAFT = "A page never published";
const MARKERS = [ABOUT_DRAFT, HOME_DRAFT, SETTINGS_DRAFT, NEW_PAGE_DRAFT];

const HOSTILE_ARGUMENTS: unknown[][] = [
  [true],
  [true, true],
  ["about", true],
  ["home", true],
  [NEW_PAGE_UID, true],
  [NEW_PAGE_UID, true, true],
  [{}],
  [{}, true],
  [{ preview: true }],
  [NEW_PAGE_UID, { preview: true }],
];

let shop: RouteTestShop;

beforeAll(async () => {
  shop = await openRouteTestShop();
  const db = shop.handle.db;
  await seedContentDocuments(db);
  const source = createDatabaseContentSource(db);
  const editor = createDatabaseContentEditor(db);
  for (const [uid, title] of [
    ["about", ABOUT_DRAFT],
    ["home", HOME_DRAFT],
  ] as const) {
    const page = (await source.getPage(uid, { preview: false }))!;
    await editor.saveDraft("page", uid, { ...page, data: { ...page.data, title } });
  }
  const settings = (await source.getSettings({ preview: false }))!;
  await editor.saveDraft("settings", "settings", {
    ...settings,
    footerCopyrightText: SETTINGS_DRAFT,
  });
  await editor.saveDraft("page", NEW_PAGE_UID, {
    type: "page",
    uid: NEW_PAGE_UID,
    data: { title: NEW_PAGE_DRAFT, slices: [] },
  });
});

afterAll(async () => {
  await shop.close();
});

describe(`no cached read answers a draft, whatever its caller passes, on ${testDbKind}`, () => {
  it("every exported cached read, with every hostile argument list", async () => {
    const reads = Object.entries(cachedReads as Record<string, unknown>).filter(
      (entry): entry is [string, (...args: unknown[]) => Promise<unknown>] =>
        typeof entry[1] === "function",
    );
    expect(reads.map(([name]) => name)).toEqual(
      expect.arrayContaining(["cachedSiteContent", "cachedPage", "cachedHomePage"]),
    );
    const leaks: string[] = [];
    for (const [name, read] of reads) {
      for (const args of HOSTILE_ARGUMENTS) {
        // A read may refuse an argument of the wrong type (a catalogue query that is `true`).
        const answer = JSON.stringify(await read(...args).catch(() => null));
        for (const marker of MARKERS) {
          if (answer?.includes(marker)) leaks.push(`${name}(${JSON.stringify(args)}): ${marker}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it("the reads answer what is published", async () => {
    expect((await cachedReads.cachedPage("about"))?.data.title).toBe("About us");
    expect((await cachedReads.cachedHomePage())?.data.title).toBe("Home");
    expect((await cachedReads.cachedSiteContent()).settings.copyright).toBe(
      "© 2026 Littlerobe Ltd. All rights reserved.",
    );
    expect(await cachedReads.cachedPage(NEW_PAGE_UID)).toBeNull();
  });
});
