import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "@/domain/content/documents";
import { users } from "@/server/db/schema";
import { createDatabaseContentEditor } from "@/server/integrations/content/local-database/content-editor";
import { createDatabaseContentSource } from "@/server/integrations/content/local-database/database-content-source";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import { seedContentDocuments } from "@/server/seed/content";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const live = { preview: false };
const preview = { preview: true };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** Every image path a document refers to, wherever it sits. */
function imageUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (value && typeof value === "object") {
    const urls = Object.entries(value).flatMap(([key, inner]) =>
      key === "url" && typeof inner === "string" && inner.startsWith("content/")
        ? [inner]
        : imageUrls(inner),
    );
    return urls;
  }
  return [];
}

function withTitle(page: PageDocument, title: string): PageDocument {
  return { ...page, data: { ...page.data, title } };
}

describe(`content documents on ${testDbKind}`, () => {
  let database: TestDatabase;
  let source: ReturnType<typeof createDatabaseContentSource>;
  let editor: ReturnType<typeof createDatabaseContentEditor>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedContentDocuments(database.db);
    source = createDatabaseContentSource(database.db);
    editor = createDatabaseContentEditor(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("seeds the settings, the popups and the six published pages", async () => {
    expect(await source.getSettings(live)).not.toBeNull();
    const popups = await source.getPopups(live);
    expect(popups?.popups.map((p) => p.popupName)).toEqual([
      "regularNewsletter",
      "customNewsletter",
    ]);
    const pages = await source.listPages(live);
    expect(pages.map((p) => p.uid).sort()).toEqual([
      "about",
      "contact",
      "gifting",
      "home",
      "how-it-works",
      "terms",
    ]);
    const home = await source.getPageByType("home", live);
    expect(home?.uid).toBe("home");
    expect(home?.data.slices.find((s) => s.slice_type === "hero")).toMatchObject({
      buttonText: "Shop now",
      buttonLink: "/collection",
    });
    const howItWorks = await source.getPage("how-it-works", live);
    const faq = howItWorks?.data.slices.find((s) => s.slice_type === "faq");
    expect(faq?.slice_type === "faq" && faq.items.length).toBeGreaterThanOrEqual(6);
    expect(await editor.listVersions("settings", "settings")).toHaveLength(1);
  });

  it("seeds settings with the header items, contact email and the three plans", async () => {
    const settings = await source.getSettings(live);
    expect(settings?.slices1.map((s) => s.primary.itemName)).toEqual([
      "Shop now",
      "Login",
      "Wardrobe",
    ]);
    expect(settings?.maintenancemode).toBe(false);
    expect(settings?.contactEmail).toBe("hello@littlerobe.co.uk");
    expect(settings?.footerCopyrightText).toBe("© 2026 Littlerobe Ltd. All rights reserved.");
    expect(settings?.slices4[0]?.items).toHaveLength(3);
    expect(
      settings?.subscriptionOption.map((o) => [
        o.option,
        Number(o.optionLimit),
        Number(o.optionPrice),
        o.paymentId,
      ]),
    ).toEqual([
      ["Subscription A", 5, 25, "price_local_subscription_a"],
      ["Subscription B", 10, 45, "price_local_subscription_b"],
      ["Subscription C", 15, 60, "price_local_subscription_c"],
    ]);
  });

  it("stores every image the content refers to as a PNG", async () => {
    const storage = createDatabaseImageStorage(database.db);
    const docs = [
      await source.getSettings(live),
      await source.getPopups(live),
      ...(await source.listPages(live)),
    ];
    const urls = [...new Set(imageUrls(docs))];
    expect(urls).toContain("content/share.png");
    expect(urls).toContain("content/hero.png");
    for (const url of urls) {
      const image = await storage.get(url);
      expect(image?.contentType, url).toBe("image/png");
      expect(image?.bytes.subarray(0, 4).equals(PNG_SIGNATURE), url).toBe(true);
    }
  });

  it("shows a saved draft only in preview until it is published as version 2", async () => {
    const about = await source.getPage("about", live);
    if (!about) throw new Error("about page missing");
    await editor.saveDraft("page", "about", withTitle(about, "Our little story"));

    expect((await source.getPage("about", live))?.data.title).toBe("About us");
    expect((await source.getPage("about", preview))?.data.title).toBe("Our little story");

    await database.db
      .insert(users)
      .values({ id: "staff-1", email: "editor@littlerobe.co.uk", is_admin: true });
    const result = await editor.publish("page", "about", "staff-1");
    expect(result.version).toBe(2);
    expect((await source.getPage("about", live))?.data.title).toBe("Our little story");

    const versions = await editor.listVersions("page", "about");
    expect(versions.map((v) => [v.version, v.data.data.title, v.publishedByUserId])).toEqual([
      [2, "Our little story", "staff-1"],
      [1, "About us", null],
    ]);
  });

  it("gives two concurrent publishes of one document distinct consecutive versions", async () => {
    const gifting = await source.getPage("gifting", preview);
    if (!gifting) throw new Error("gifting page missing");
    await editor.saveDraft("page", "gifting", withTitle(gifting, "Gift a wardrobe"));

    const results = await Promise.all([
      editor.publish("page", "gifting"),
      editor.publish("page", "gifting"),
    ]);
    expect(results.map((r) => r.version).sort()).toEqual([2, 3]);
    const versions = await editor.listVersions("page", "gifting");
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await editor.getDocument("page", "gifting"))?.publishedVersion).toBe(3);
  });

  it("keeps a page that was never published out of sight without preview", async () => {
    const sale: PageDocument = {
      type: "page",
      uid: "summer-sale",
      data: { title: "Summer sale", slices: [{ slice_type: "text", body: "Coming soon." }] },
    };
    await editor.saveDraft("page", "summer-sale", sale);

    expect(await source.getPage("summer-sale", live)).toBeNull();
    expect((await source.listPages(live)).map((p) => p.uid)).not.toContain("summer-sale");
    expect((await source.getPage("summer-sale", preview))?.data.title).toBe("Summer sale");
    expect((await source.listPages(preview)).map((p) => p.uid)).toContain("summer-sale");
    expect(await editor.listVersions("page", "summer-sale")).toEqual([]);
  });

  it("answers null for an unknown page uid or type", async () => {
    expect(await source.getPage("no-such-page", live)).toBeNull();
    expect(await source.getPage("no-such-page", preview)).toBeNull();
    expect(await source.getPageByType("landing", live)).toBeNull();
    await expect(editor.publish("page", "no-such-page")).rejects.toThrow(
      "No content document 'page/no-such-page'",
    );
  });

  it("leaves staff edits alone when the content is seeded again", async () => {
    await seedContentDocuments(database.db);
    expect((await source.getPage("about", live))?.data.title).toBe("Our little story");
    expect((await source.listPages(live)).map((p) => p.uid)).toHaveLength(6);
    expect(await editor.listVersions("settings", "settings")).toHaveLength(1);
  });
});
