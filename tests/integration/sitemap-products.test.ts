import { afterAll, beforeAll, expect, it } from "vitest";
import { products } from "@/server/db/schema";
import { listProductPages } from "@/server/services/catalogue/load-catalogue-products";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

// The sitemap's products (issue 14): listed ones only, never a draft, an archived or a deleted one.

let handle: TestDatabase;

beforeAll(async () => {
  handle = await createTestDatabase();
  const now = new Date();
  await handle.db.insert(products).values([
    { name: "Listed", slug: "listed", published_at: now, orderKey: 2 },
    { name: "First", slug: "first", published_at: now, orderKey: 1 },
    { name: "Draft", slug: "draft" },
    { name: "Archived", slug: "archived", published_at: now, archived_at: now },
    { name: "Deleted", slug: "deleted", published_at: now, deleted_at: now },
  ]);
});

afterAll(async () => handle.close());

it("lists the listed products' pages in the catalogue's order, with their last change", async () => {
  const pages = await listProductPages(handle.db);
  expect(pages.map((p) => p.slug)).toEqual(["first", "listed"]);
  expect(pages[0]!.updatedAt).toBeInstanceOf(Date);
});
