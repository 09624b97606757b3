import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/returns/[id]/label/route";
import {
  LABEL_NOT_FOUND_MESSAGE,
  LABEL_NOT_READY_MESSAGE,
  localTrackingNumber,
} from "@/domain/returns/return-label";
import type { Database } from "@/server/db/client";
import { jobs, products, returnLabels, users } from "@/server/db/schema";
import type { PostalCarrier } from "@/server/integrations/postal-carrier";
import { createClickDropCarrier } from "@/server/integrations/postal-carrier/click-drop/click-drop-carrier";
import { createLocalPostalCarrier } from "@/server/integrations/postal-carrier/local/local-postal-carrier";
import { returnLabelJob } from "@/server/jobs/return-label";
import { moveGarments } from "@/server/services/garments/move-garment";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import {
  loadReturnLabelStates,
  loadStaffReturnLabel,
  makeReturnLabel,
} from "@/server/services/returns/return-label";
import { startClickDropStandIn, type ClickDropStandIn } from "../helpers/click-drop-stand-in";
import { readLabelPdf } from "../helpers/read-label-pdf";
import { RETURNS_PROMISE } from "@/domain/delivery/promises";
import { testDbKind } from "../helpers/test-db";
import { APP_URL, getSessionUser, register, sessionCookie } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";
import { makeMember, makeVariant, placeDelivery, startReturn } from "./warehouse-fixture";

// Issue 25: every return gets a prepaid label, made through the queue by the postal carrier,
// once whatever repeats; /account's member gets their own label and nobody else's.

let shop: RouteTestShop;
let db: Database;
let standIn: ClickDropStandIn;
let memberId: string;
let otherCookie: string;
const RETURN_ADDRESS = ["Littlerobe Returns", "12 Wharf Road", "London", "N1 7GR"];

beforeAll(async () => {
  shop = await openRouteTestShop();
  db = shop.handle.db;
  standIn = await startClickDropStandIn();
  memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
  await db
    .update(users)
    .set({ firstName: "Amelia", lastName: "Jones", postcode: "m20 2rn" })
    .where(eq(users.id, memberId));
  otherCookie = sessionCookie(await register(shop.auth, "other@example.com", "password-of-other"));
});
afterAll(async () => {
  await standIn?.close();
  await shop?.close();
});

/** A return of `garments` garments started by the shop's own return service. */
async function aReturn(userId: string, garments = 2): Promise<number> {
  const variants = await Promise.all(Array.from({ length: garments }, () => makeVariant(db)));
  const delivery = await placeDelivery(db, { userId, variants });
  await db.transaction((tx) =>
    moveGarments(
      tx,
      delivery.itemIds.map((itemId) => ({ itemId, to: "CUSTOMER", reason: "Delivered" })),
    ),
  );
  return startReturn(db, delivery);
}

const labelRows = (returnId: number) =>
  db.select().from(returnLabels).where(eq(returnLabels.partial_return_id, returnId));

const labelJobs = (returnId: number) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.singleton_key, `returns.label:${returnId}`));

const runLabelJobs = (carrier: PostalCarrier, now = new Date()) =>
  runDueJobs(db, jobHandlers([returnLabelJob], { postalCarrier: () => carrier }), {
    now: () => now,
  });

function getLabel(returnId: number, cookie?: string, query = "") {
  const headers = new Headers(cookie ? { cookie } : {});
  return GET(new Request(`${APP_URL}/api/returns/${returnId}/label${query}`, { headers }), {
    params: Promise.resolve({ id: String(returnId) }),
  });
}

describe(`a return's prepaid label on ${testDbKind}`, () => {
  it("is queued with the return, made by the local carrier, and offered on /account", async () => {
    const returnId = await aReturn(memberId, 3);
    expect(await labelRows(returnId)).toMatchObject([{ status: "pending", pdf: null }]);
    expect(await labelJobs(returnId)).toHaveLength(1);
    expect(await loadStaffReturnLabel(db, createLocalPostalCarrier(), returnId)).toEqual({
      status: "pending",
      carrier: null,
      trackingNumber: null,
      events: null,
    });
    expect(await loadReturnLabelStates(db, memberId)).toEqual({
      [returnId]: { status: "pending" },
    });
    const pending = await getLabel(returnId, shop.memberCookie);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toMatchObject({ error: { message: LABEL_NOT_READY_MESSAGE } });

    expect(await runLabelJobs(createLocalPostalCarrier())).toBe(1);
    const tracking = localTrackingNumber(returnId);
    expect(await loadReturnLabelStates(db, memberId)).toEqual({
      [returnId]: { status: "ready", trackingNumber: tracking, hasCounterCode: true },
    });
    const [row] = await labelRows(returnId);
    expect(row).toMatchObject({ carrier: "local", tracking_number: tracking });

    const response = await getLabel(returnId, shop.memberCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const reference = `LR-R-${String(returnId).padStart(6, "0")}`;
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="littlerobe-return-${reference}.pdf"`,
    );
    const pdf = readLabelPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.header).toBe("%PDF-1.4");
    expect(pdf.text).toContain(reference);
    expect(pdf.text).toContain("Amelia Jones, M20 2RN");
    expect(pdf.text).toContain("Contents: 3 pieces of Littlerobe clothing");
    expect(pdf.text).toContain("Drop this parcel at any Post Office.");
    expect(pdf.qr()).toBe(`LITTLEROBE RETURN ${reference} ${tracking}`);

    const qr = await getLabel(returnId, shop.memberCookie, "?format=qr");
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toBe("image/svg+xml");
    expect(await qr.text()).toMatch(/^<svg /);
  });

  it("is nobody else's: another member, a guest and a return that is not there get nothing", async () => {
    const returnId = await aReturn(memberId, 1);
    await runLabelJobs(createLocalPostalCarrier());
    expect((await getLabel(returnId, shop.memberCookie)).status).toBe(200);

    const theirs = await getLabel(returnId, otherCookie);
    const missing = await getLabel(2_000_000_000, otherCookie);
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    // The same answer: whether the return exists is not told.
    const body = { error: { code: "not_found", message: LABEL_NOT_FOUND_MESSAGE } };
    expect(await theirs.json()).toMatchObject(body);
    expect(await missing.json()).toMatchObject(body);
    expect((await getLabel(returnId, otherCookie, "?format=qr")).status).toBe(404);
    expect((await getLabel(returnId)).status).toBe(401);
    expect((await getLabel(returnId, shop.memberCookie, "?format=png")).status).toBe(400);
    const otherId = (await getSessionUser(shop.auth, otherCookie))!.id;
    expect(await loadReturnLabelStates(db, otherId)).toEqual({});
  });

  it("survives a carrier that fails half-way: the retry makes one Royal Mail order, one label", async () => {
    const returnId = await aReturn(await makeMember(db), 2);
    const clickDrop = createClickDropCarrier({
      apiKey: standIn.apiKey,
      baseUrl: standIn.baseUrl,
      timeoutMs: 5_000,
    });
    const ordersBefore = standIn.orders.length;
    // The order is made, then the label call fails: the job fails and nothing is stored.
    standIn.failNext(`/orders/${100_000_001 + ordersBefore}/label`, 503);
    const start = new Date();
    expect(await runLabelJobs(clickDrop, start)).toBe(0);
    expect(await labelRows(returnId)).toMatchObject([{ status: "pending", pdf: null }]);
    expect((await labelJobs(returnId))[0]).toMatchObject({ status: "pending", attempts: 1 });

    // Tried again after its back-off: Click & Drop's order is found, not made twice.
    expect(await runLabelJobs(clickDrop, new Date(start.getTime() + 60 * 60_000))).toBe(1);
    const made = standIn.orders.slice(ordersBefore);
    expect(made).toHaveLength(1);
    const [row] = await labelRows(returnId);
    expect(row).toMatchObject({
      status: "ready",
      carrier: "royal_mail_click_drop",
      carrier_reference: String(made[0]!.orderIdentifier),
      tracking_number: made[0]!.trackingNumber,
      counter_code: null,
    });
    expect(Buffer.from(row!.pdf!).toString("latin1")).toContain("Royal Mail label LR-R-");

    // A job run again (a second enqueue is refused by its key) changes nothing.
    expect(await returnLabelJob.enqueue(db, { returnId })).toBeNull();
    const again = await makeReturnLabel(db, {
      carrier: clickDrop,
      returnId,
      returnAddress: RETURN_ADDRESS,
      now: new Date(),
    });
    expect(again).toBe("already_made");
    expect(standIn.orders.slice(ordersBefore)).toHaveLength(1);
    expect(await labelRows(returnId)).toHaveLength(1);

    // Staff read the parcel's journey from the carrier that made the label, if it answers.
    expect(await loadStaffReturnLabel(db, clickDrop, returnId)).toMatchObject({
      status: "ready",
      carrier: "royal_mail_click_drop",
      trackingNumber: made[0]!.trackingNumber,
      events: [
        { code: "label_created", occurredAt: made[0]!.createdOn },
        { code: "label_printed", occurredAt: made[0]!.printedOn },
      ],
    });
    standIn.failNext(`/orders/${made[0]!.orderIdentifier}`, 503);
    expect((await loadStaffReturnLabel(db, clickDrop, returnId))!.events).toBeNull();
    expect(
      (await loadStaffReturnLabel(db, createLocalPostalCarrier(), returnId))!.events,
    ).toBeNull();
  });

  it("is made once when two workers run it at the same time", async () => {
    const returnId = await aReturn(await makeMember(db), 1);
    const local = createLocalPostalCarrier();
    let calls = 0;
    const counting: PostalCarrier = {
      ...local,
      async createReturnLabel(request) {
        calls += 1;
        // Slow enough that the other runs arrive while this one holds the label.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return local.createReturnLabel(request);
      },
    };
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        makeReturnLabel(db, {
          carrier: counting,
          returnId,
          returnAddress: RETURN_ADDRESS,
          now: new Date(),
        }),
      ),
    );
    expect(results.sort()).toEqual(["already_made", "already_made", "already_made", "made"]);
    expect(calls).toBe(1);
    expect(await labelRows(returnId)).toMatchObject([{ status: "ready" }]);
  });
});

describe(`the product pages' returns promise on ${testDbKind}`, () => {
  it("no longer offers a collection: migration 0023 corrects the seeded sentence, and only that", async () => {
    const seeded =
      "Free delivery within 48 hours. Swaps and returns are free: book a collection from your account or use the prepaid label in your box. Small marks are fine.";
    const ownWords = "Returns: we collect from your door, book a collection anytime.";
    const rows = await db
      .insert(products)
      .values([
        { name: "Seeded", slug: "seeded-0023", rrp: "30.00", accordion3: seeded },
        { name: "Own words", slug: "own-words-0023", rrp: "30.00", accordion3: ownWords },
      ])
      .returning({ id: products.id });
    const update = readFileSync("drizzle/0023_prepaid_return_labels.sql", "utf8")
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes('UPDATE "products"'))!;
    await db.execute(sql.raw(update));
    const after = await db
      .select({ text: products.accordion3 })
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(products.id);
    expect(after.map((row) => row.text)).toEqual([
      `Free delivery within 48 hours. ${RETURNS_PROMISE} Small marks are fine.`,
      ownWords,
    ]);
  });
});
