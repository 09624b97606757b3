import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import {
  backInStockRequests,
  emailOutbox,
  jobs,
  products,
  productVariants,
} from "@/server/db/schema";
import { backInStockEmailJob } from "@/server/jobs/back-in-stock-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { seedDemoShop } from "@/server/seed";
import { requestBackInStock } from "@/server/services/back-in-stock/request-back-in-stock";
import { releaseOrderStock, returnUnitsToStock } from "@/server/services/stock/reserve-order-stock";
import { setVariantStock } from "@/server/services/stock/set-variant-stock";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

/** 'Tell me when it's back' (issue 26): one e-mail, through the queue, when the stock returns. */
describe(`back-in-stock e-mails on ${testDbKind}`, () => {
  let database: TestDatabase;
  let db: Database;
  let soldOut: { id: number; name: string; slug: string }[];

  const sendDue = () => runDueJobs(db, jobHandlers([backInStockEmailJob], {}));
  const emailsTo = (to: string) =>
    db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemoShop(db, { images: false });
    soldOut = await db
      .select({ id: productVariants.id, name: products.name, slug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(
        and(
          eq(productVariants.stock, 0),
          isNull(productVariants.deleted_at),
          isNull(products.deleted_at),
          isNull(products.archived_at),
          isNotNull(products.published_at),
        ),
      )
      .orderBy(productVariants.id)
      .limit(4);
    expect(soldOut).toHaveLength(4);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("a staff correction that brings a size back sends its one e-mail; asking twice is one request", async () => {
    const variant = soldOut[0]!;
    const ask = () =>
      requestBackInStock(db, {
        variantId: variant.id,
        email: " Parent@Example.com ",
        userId: null,
      });
    expect(await ask()).toEqual({ status: "requested", email: "parent@example.com" });
    expect(await ask()).toEqual({ status: "requested", email: "parent@example.com" });
    expect(await emailsTo("parent@example.com")).toHaveLength(0);

    await setVariantStock(db, variant.id, 2);
    expect(await sendDue()).toBe(1);
    const sent = await emailsTo("parent@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(new RegExp(`^${variant.name} in .+ is back$`));
    expect(sent[0]!.text).toContain(`/products/${variant.slug}`);
    expect(sent[0]!.html).toContain(`/products/${variant.slug}`);

    // Sold out again and back again: the request was answered, so nothing more is sent.
    await setVariantStock(db, variant.id, 0);
    await setVariantStock(db, variant.id, 1);
    expect(await sendDue()).toBe(0);
    expect(await emailsTo("parent@example.com")).toHaveLength(1);
    // A size with stock needs no request.
    expect(
      await requestBackInStock(db, { variantId: variant.id, email: "a@example.com", userId: null }),
    ).toEqual({ status: "in_stock" });
  });

  it("a return that puts a garment back on the shelf sends it too", async () => {
    const variant = soldOut[1]!;
    await requestBackInStock(db, {
      variantId: variant.id,
      email: "gran@example.com",
      userId: null,
    });
    await db.transaction((tx) => returnUnitsToStock(tx, [variant.id]));
    await sendDue();
    expect(await emailsTo("gran@example.com")).toHaveLength(1);
  });

  it("stock taken and not yet back sends nothing", async () => {
    const variant = soldOut[2]!;
    await requestBackInStock(db, {
      variantId: variant.id,
      email: "wait@example.com",
      userId: null,
    });
    // An order that holds none of this variant puts nothing back.
    await db.transaction((tx) => releaseOrderStock(tx, 2_000_000_000));
    expect(await sendDue()).toBe(0);
    expect(await emailsTo("wait@example.com")).toHaveLength(0);
  });

  it("two restocks at the same moment send one e-mail per request", async () => {
    const variant = soldOut[3]!;
    for (const email of ["one@example.com", "two@example.com"])
      await requestBackInStock(db, { variantId: variant.id, email, userId: null });
    await Promise.all([
      setVariantStock(db, variant.id, 3),
      db.transaction((tx) => returnUnitsToStock(tx, [variant.id])),
      db.transaction((tx) => returnUnitsToStock(tx, [variant.id])),
    ]);
    await Promise.all([sendDue(), sendDue()]);
    expect(await emailsTo("one@example.com")).toHaveLength(1);
    expect(await emailsTo("two@example.com")).toHaveLength(1);
    const queued = await db
      .select({ key: jobs.singleton_key })
      .from(jobs)
      .where(eq(jobs.type, backInStockEmailJob.name));
    const requests = await db
      .select({ id: backInStockRequests.id, sent: backInStockRequests.sent_at })
      .from(backInStockRequests)
      .where(eq(backInStockRequests.product_variant_id, variant.id));
    expect(requests).toHaveLength(2);
    expect(requests.every((r) => r.sent !== null)).toBe(true);
    for (const { id } of requests)
      expect(queued.filter((j) => j.key === `${backInStockEmailJob.name}:${id}`)).toHaveLength(1);
  });
});
