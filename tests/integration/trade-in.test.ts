import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as offerRoute } from "@/app/api/trade-ins/route";
import { POST as photoRoute } from "@/app/api/trade-ins/photos/route";
import { GET as photoGet } from "@/app/api/trade-ins/photos/[id]/route";
import { GET as labelGet } from "@/app/api/trade-ins/[id]/label/route";
import { POST as receiveRoute } from "@/app/api/staff/trade-ins/[id]/receive/route";
import { POST as gradeRoute } from "@/app/api/staff/trade-ins/[id]/pieces/[piece]/route";
import { GET as publicImage } from "@/app/images/[...path]/route";
import { IMAGE_TYPE_MESSAGE } from "@/domain/admin/catalogue";
import { localTrackingNumber } from "@/domain/returns/return-label";
import {
  ALREADY_GRADED_MESSAGE,
  BRAND_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  NOT_RECEIVED_MESSAGE,
  UNKNOWN_PHOTO_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  tradeInStateText,
} from "@/domain/trade-in/trade-in";
import type { Database } from "@/server/db/client";
import {
  emailOutbox,
  jobs,
  productItems,
  productItemsHistory,
  tags,
  tradeInCredits,
  tradeInLabels,
  tradeInOffers,
  tradeInPhotos,
  tradeInPieces,
  users,
} from "@/server/db/schema";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import type { PaymentGateway } from "@/server/integrations/payments";
import { createLocalPostalCarrier } from "@/server/integrations/postal-carrier/local/local-postal-carrier";
import { tradeInCreditJob } from "@/server/jobs/trade-in-credit";
import { tradeInGradedEmailJob } from "@/server/jobs/trade-in-graded-email";
import { tradeInLabelJob } from "@/server/jobs/trade-in-label";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { grantTradeInCredit } from "@/server/services/trade-in/grant-trade-in-credit";
import { loadMemberTradeIns } from "@/server/services/trade-in/member-trade-ins";
import {
  countTradeInsToGrade,
  gradeTradeInPiece,
  grantedTradeInCredit,
  listTradeIns,
  loadTradeIn,
  loadVariantChoices,
} from "@/server/services/trade-in/staff-trade-ins";
import { pageWindow } from "@/domain/admin/paging";
import { readLabelPdf } from "../helpers/read-label-pdf";
import { testDbKind } from "../helpers/test-db";
import { APP_URL, getSessionUser, register, sessionCookie } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";
import { makeVariant } from "./warehouse-fixture";

// Issue 27, trade-in (docs/growing.md part:trade-in): a family offers pieces with private photos,
// gets one prepaid label by the queue, staff receive and grade each piece (accepted ones become
// INITIATED garments), and the family is credited their share once, whatever repeats.

vi.mock("@/server/reads/cached-reads", () => ({
  cachedSiteContent: async () => ({ settings: { tradeInCreditPercent: 40 } }),
}));

let shop: RouteTestShop;
let db: Database;
let gateway: PaymentGateway;
let memberId: string;
let otherCookie: string;
let categoryId: number;
let png: Buffer;

beforeAll(async () => {
  shop = await openRouteTestShop();
  db = shop.handle.db;
  gateway = createPaymentGateway(db);
  memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
  await db
    .update(users)
    .set({ firstName: "Amelia", lastName: "Jones", postcode: "m20 2rn" })
    .where(eq(users.id, memberId));
  otherCookie = sessionCookie(await register(shop.auth, "other@example.com", "password-of-other"));
  const [tag] = await db
    .insert(tags)
    .values({ name: "Rompers", slug: "rompers-trade-in", type: "CATEGORY" })
    .returning({ id: tags.id });
  categoryId = tag!.id;
  png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 100, b: 50 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await shop?.close();
});

function headers(cookie?: string, type = "application/json") {
  const h = new Headers({ origin: APP_URL, "content-type": type });
  if (cookie) h.set("cookie", cookie);
  return h;
}

const uploadPhoto = (body: Uint8Array, cookie?: string, type = "image/png") =>
  photoRoute(
    new Request(`${APP_URL}/api/trade-ins/photos`, {
      method: "POST",
      headers: headers(cookie, type),
      body: new Uint8Array(body),
    }),
  );

async function aPhoto(cookie = shop.memberCookie): Promise<number> {
  const response = await uploadPhoto(png, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { photoId: number }).photoId;
}

const offer = (body: unknown, cookie?: string) =>
  offerRoute(
    new Request(`${APP_URL}/api/trade-ins`, {
      method: "POST",
      headers: headers(cookie),
      body: JSON.stringify(body),
    }),
  );

const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

const getPhoto = (photoId: number, cookie?: string) =>
  photoGet(
    new Request(`${APP_URL}/api/trade-ins/photos/${photoId}`, { headers: headers(cookie) }),
    withParams({ id: String(photoId) }),
  );

const getLabel = (offerId: number, cookie?: string) =>
  labelGet(
    new Request(`${APP_URL}/api/trade-ins/${offerId}/label`, { headers: headers(cookie) }),
    withParams({ id: String(offerId) }),
  );

const receive = (offerId: number, cookie?: string) =>
  receiveRoute(
    new Request(`${APP_URL}/api/staff/trade-ins/${offerId}/receive`, {
      method: "POST",
      headers: headers(cookie),
      body: "{}",
    }),
    withParams({ id: String(offerId) }),
  );

const grade = (offerId: number, pieceId: number, body: unknown, cookie?: string) =>
  gradeRoute(
    new Request(`${APP_URL}/api/staff/trade-ins/${offerId}/pieces/${pieceId}`, {
      method: "POST",
      headers: headers(cookie),
      body: JSON.stringify(body),
    }),
    withParams({ id: String(offerId), piece: String(pieceId) }),
  );

const piece = (photoId: number, brand = "Bramble & Wren") => ({
  brand,
  category_id: categoryId,
  size: "12-18-months",
  photo_id: photoId,
});

const offerCount = async () => (await db.select({ n: count() }).from(tradeInOffers))[0]!.n;

const runJobs = (now = new Date()) =>
  runDueJobs(
    db,
    jobHandlers([tradeInLabelJob, tradeInCreditJob, tradeInGradedEmailJob], {
      postalCarrier: createLocalPostalCarrier,
      payments: gateway,
    }),
    { now: () => now },
  );

/** The member becomes a customer of the payment sandbox (a membership's first step). */
async function makeCustomer(userId: string, email: string): Promise<string> {
  const { customerId } = await gateway.ensureCustomer({ userId, email });
  await db.update(users).set({ payment_customer_id: customerId }).where(eq(users.id, userId));
  return customerId;
}

describe(`trading in outgrown clothes on ${testDbKind}`, () => {
  let customerId: string;
  let offerId: number;
  let pieceIds: number[];

  it("takes a photo with the staff uploads' limits, private to its family and staff", async () => {
    expect((await uploadPhoto(png)).status).toBe(401);
    const text = await uploadPhoto(new TextEncoder().encode("not a picture"), shop.memberCookie);
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { message: IMAGE_TYPE_MESSAGE } });
    const big = await uploadPhoto(new Uint8Array(1_000_001), shop.memberCookie);
    expect(big.status).toBe(413);
    expect((await db.select({ n: count() }).from(tradeInPhotos))[0]!.n).toBe(0);

    const photoId = await aPhoto();
    const [row] = await db.select().from(tradeInPhotos).where(eq(tradeInPhotos.id, photoId));
    expect(row).toMatchObject({ user_id: memberId, content_type: "image/png" });
    expect(row!.path).toMatch(/^private\/trade-ins\/[a-z0-9-]+\.png$/);

    const own = await getPhoto(photoId, shop.memberCookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    expect((await getPhoto(photoId, shop.staffCookie)).status).toBe(200);
    expect((await getPhoto(photoId, otherCookie)).status).toBe(404);
    expect((await getPhoto(photoId)).status).toBe(401);
    // The public image route never serves it.
    const segments = row!.path.split("/");
    const open = await publicImage(
      new Request(`${APP_URL}/images/${row!.path}`),
      withParams({ path: segments } as unknown as Record<string, string>),
    );
    expect(open.status).toBe(404);
  });

  it("refuses an offer from a family with no membership, and bad input, changing nothing", async () => {
    const photoId = await aPhoto();
    const notMember = await offer(
      { pieces: [piece(photoId)], rejected: "return" },
      shop.memberCookie,
    );
    expect(notMember.status).toBe(409);
    expect(await notMember.json()).toMatchObject({ error: { message: NOT_A_MEMBER_MESSAGE } });

    customerId = await makeCustomer(memberId, "member@example.com");
    const bad = await offer(
      { pieces: [piece(photoId, " ")], rejected: "return" },
      shop.memberCookie,
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      error: { message: BRAND_MESSAGE, fields: { pieces: BRAND_MESSAGE } },
    });
    // Another family's photo is no photo of theirs.
    const theirs = await aPhoto(otherCookie);
    const stolen = await offer(
      { pieces: [piece(photoId), piece(theirs)], rejected: "return" },
      shop.memberCookie,
    );
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toMatchObject({ error: { message: UNKNOWN_PHOTO_MESSAGE } });
    expect((await offer({ pieces: [piece(photoId)], rejected: "return" })).status).toBe(401);
    expect(await offerCount()).toBe(0);
  });

  it("makes the offer with one prepaid label, made once by the queue and the family's only", async () => {
    const photos = [await aPhoto(), await aPhoto(), await aPhoto()];
    const response = await offer(
      { pieces: photos.map((id, i) => piece(id, `Brand ${i}`)), rejected: "recycle" },
      shop.memberCookie,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { offerId: number; reference: string };
    offerId = body.offerId;
    expect(body.reference).toBe(`LR-T-${String(offerId).padStart(6, "0")}`);
    pieceIds = (
      await db
        .select({ id: tradeInPieces.id })
        .from(tradeInPieces)
        .where(eq(tradeInPieces.offer_id, offerId))
        .orderBy(tradeInPieces.id)
    ).map((row) => row.id);
    expect(pieceIds).toHaveLength(3);
    // A photo is in one offer only.
    const again = await offer(
      { pieces: [piece(photos[0]!)], rejected: "return" },
      shop.memberCookie,
    );
    expect(again.status).toBe(409);

    expect((await getLabel(offerId, shop.memberCookie)).status).toBe(409);
    expect(await runJobs()).toBe(1);
    expect(await runJobs()).toBe(0);
    const labels = await db.select().from(tradeInLabels).where(eq(tradeInLabels.offer_id, offerId));
    const tracking = localTrackingNumber(90_000_000 + offerId);
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({
      status: "ready",
      carrier: "local",
      tracking_number: tracking,
    });

    const pdfResponse = await getLabel(offerId, shop.memberCookie);
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    const pdf = readLabelPdf(new Uint8Array(await pdfResponse.arrayBuffer()));
    expect(pdf.text).toContain(body.reference);
    expect(pdf.text).toContain("Amelia Jones, M20 2RN");
    expect(pdf.text).toContain("Contents: 3 pieces");
    expect((await getLabel(offerId, otherCookie)).status).toBe(404);

    const [shown] = await loadMemberTradeIns(db, memberId);
    expect(shown).toMatchObject({ id: offerId, status: "sent", label: { status: "ready" } });
    expect(await loadMemberTradeIns(db, "nobody")).toEqual([]);
  });

  it("is graded by staff only, after the parcel is received, once per piece", async () => {
    const variant = await makeVariant(db);
    const accept = { grade: "accepted", variant_sku: variant.sku, value: "12.50" };
    expect((await receive(offerId, shop.memberCookie)).status).toBe(403);
    expect((await grade(offerId, pieceIds[0]!, accept, shop.memberCookie)).status).toBe(403);
    const early = await grade(offerId, pieceIds[0]!, accept, shop.staffCookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { message: NOT_RECEIVED_MESSAGE } });

    expect((await receive(offerId, shop.staffCookie)).status).toBe(200);
    expect((await receive(offerId, shop.staffCookie)).status).toBe(409);
    expect((await receive(2_000_000_000, shop.staffCookie)).status).toBe(404);

    const unknown = await grade(
      offerId,
      pieceIds[0]!,
      { ...accept, variant_sku: "NO-SUCH-SKU" },
      shop.staffCookie,
    );
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({
      error: { message: UNKNOWN_VARIANT_MESSAGE, fields: { variant_sku: UNKNOWN_VARIANT_MESSAGE } },
    });
    const badValue = await grade(
      offerId,
      pieceIds[0]!,
      { ...accept, value: "0" },
      shop.staffCookie,
    );
    expect(badValue.status).toBe(422);
    // A piece of another offer is not this offer's.
    expect((await grade(offerId, 2_000_000_000, accept, shop.staffCookie)).status).toBe(404);

    const first = await grade(offerId, pieceIds[0]!, accept, shop.staffCookie);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { productItemId: number; offerGraded: boolean };
    expect(firstBody.offerGraded).toBe(false);
    const twice = await grade(offerId, pieceIds[0]!, accept, shop.staffCookie);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { message: ALREADY_GRADED_MESSAGE } });

    // The accepted piece is a garment of that variant, INITIATED (not in stock), with its history.
    const [garment] = await db
      .select()
      .from(productItems)
      .where(eq(productItems.id, firstBody.productItemId));
    expect(garment).toMatchObject({
      status: "INITIATED",
      product_variant_id: variant.id,
      sku: variant.sku,
      wholesale_price: "5.00",
    });
    const history = await db
      .select()
      .from(productItemsHistory)
      .where(eq(productItemsHistory.product_item_id, firstBody.productItemId));
    expect(history).toMatchObject([
      { previous_status: null, new_status: "INITIATED", changed_by_user_id: shop.staffId },
    ]);
    expect(history[0]!.change_reason).toContain("Traded in (LR-T-");

    await grade(offerId, pieceIds[1]!, { ...accept, value: "7.49" }, shop.staffCookie);
    const last = await grade(
      offerId,
      pieceIds[2]!,
      { grade: "rejected", reason: "Worn through at the knees" },
      shop.staffCookie,
    );
    expect(last.status).toBe(200);
    // 40 % of £19.99 is £7.996: £7.99 credited.
    expect(await last.json()).toMatchObject({ offerGraded: true, creditPence: 799 });
    const [rejected] = await db
      .select()
      .from(tradeInPieces)
      .where(eq(tradeInPieces.id, pieceIds[2]!));
    expect(rejected).toMatchObject({ grade: "rejected", rejected_outcome: "recycle" });
    expect(
      await db.select().from(tradeInCredits).where(eq(tradeInCredits.offer_id, offerId)),
    ).toMatchObject([
      { status: "pending", pence: 799, value_pence: 1999, percent: 40, user_id: memberId },
    ]);
  });

  it("credits the family once on their customer, whatever repeats", async () => {
    const [credit] = await db
      .select()
      .from(tradeInCredits)
      .where(eq(tradeInCredits.offer_id, offerId));
    expect(
      await db
        .select()
        .from(jobs)
        .where(eq(jobs.singleton_key, `trade-in.credit:${credit!.id}`)),
    ).toHaveLength(1);
    const before = await gateway.getCustomerCredit(customerId);

    // A run that dies after the provider credited, before the row was marked: the retry must not
    // credit again (the provider's idempotency key).
    const dying: Pick<PaymentGateway, "addCustomerCredit"> = {
      addCustomerCredit: async (input) => {
        await gateway.addCustomerCredit(input);
        throw new Error("the worker died here");
      },
    };
    await expect(
      grantTradeInCredit(db, dying, { creditId: credit!.id, now: new Date() }),
    ).rejects.toThrow("the worker died here");
    expect(await gateway.getCustomerCredit(customerId)).toBe(before + 799);

    // Two workers at once (on PostgreSQL truly at once), then the queued job itself.
    const runs = await Promise.all([
      grantTradeInCredit(db, gateway, { creditId: credit!.id, now: new Date() }),
      grantTradeInCredit(db, gateway, { creditId: credit!.id, now: new Date() }),
    ]);
    expect(runs.filter((run) => run === "granted")).toHaveLength(1);
    // The queued credit job (finding it granted) and the family's e-mail, once.
    expect(await runJobs()).toBe(2);
    expect(await runJobs()).toBe(0);
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "member@example.com"));
    expect(mail.map((m) => m.subject)).toEqual([
      `Your trade-in LR-T-${String(offerId).padStart(6, "0")}: £7.99 credit`,
    ]);
    expect(await grantTradeInCredit(db, gateway, { creditId: credit!.id, now: new Date() })).toBe(
      "already_granted",
    );
    expect(await gateway.getCustomerCredit(customerId)).toBe(before + 799);
    expect(
      await db
        .select({ status: tradeInCredits.status })
        .from(tradeInCredits)
        .where(and(eq(tradeInCredits.id, credit!.id))),
    ).toEqual([{ status: "granted" }]);

    const [shown] = await loadMemberTradeIns(db, memberId);
    expect(shown).toMatchObject({ status: "graded", credit: { pence: 799, granted: true } });
    expect(
      tradeInStateText({
        status: shown!.status,
        rejected: shown!.rejected,
        accepted: shown!.pieces.filter((p) => p.grade === "accepted").length,
        rejectedCount: shown!.pieces.filter((p) => p.grade === "rejected").length,
        creditPence: shown!.credit!.pence,
        creditGranted: shown!.credit!.granted,
      }),
    ).toBe("Graded: 2 accepted with £7.99 credit, 1 rejected: recycled.");
  });

  it("grades the last pieces of an offer at once and still writes one credit", async () => {
    const photos = [await aPhoto(), await aPhoto()];
    const response = await offer(
      { pieces: photos.map((id) => piece(id)), rejected: "return" },
      shop.memberCookie,
    );
    const { offerId: second } = (await response.json()) as { offerId: number };
    await receive(second, shop.staffCookie);
    const pieces = await db
      .select({ id: tradeInPieces.id })
      .from(tradeInPieces)
      .where(eq(tradeInPieces.offer_id, second));
    const variant = await makeVariant(db);
    const results = await Promise.all(
      pieces.map((p) =>
        gradeTradeInPiece(db, {
          staffId: shop.staffId,
          offerId: second,
          pieceId: p.id,
          grade: { grade: "accepted", variant_sku: variant.sku, value: 1000 },
          creditPercent: 40,
          now: new Date(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === "graded" && r.offerGraded)).toHaveLength(1);
    expect(
      await db.select().from(tradeInCredits).where(eq(tradeInCredits.offer_id, second)),
    ).toMatchObject([{ pence: 800 }]);
    // The other family sees none of it.
    const otherId = (await getSessionUser(shop.auth, otherCookie))!.id;
    expect(await loadMemberTradeIns(db, otherId)).toEqual([]);
  });

  it("lists offers for staff by status and reference, with each piece, its grade and the credit", async () => {
    const window = pageWindow(1);
    const all = await listTradeIns(db, { q: undefined, status: undefined }, window);
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
    const reference = `LR-T-${String(offerId).padStart(6, "0")}`;
    expect(
      await listTradeIns(db, { q: reference.toLowerCase(), status: undefined }, window),
    ).toMatchObject([
      { id: offerId, status: "graded", pieces: 3, credit_pence: 799, email: "member@example.com" },
    ]);
    expect(await listTradeIns(db, { q: "member@example", status: "sent" }, window)).toEqual([]);
    expect(await listTradeIns(db, { q: String(offerId), status: "graded" }, window)).toHaveLength(
      1,
    );
    const detail = await loadTradeIn(db, offerId);
    expect(detail?.offer).toMatchObject({
      reference,
      rejected_choice: "recycle",
      label_status: "ready",
    });
    expect(detail?.pieces.map((p) => [p.grade, p.value_pence, p.rejected_outcome])).toEqual([
      ["accepted", 1250, null],
      ["accepted", 749, null],
      ["rejected", null, "recycle"],
    ]);
    expect(detail?.credit).toEqual({
      pence: 799,
      percent: 40,
      value_pence: 1999,
      status: "granted",
    });
    expect(await loadTradeIn(db, 2_000_000_000)).toBeNull();
    expect(await countTradeInsToGrade(db)).toBe(0);
    expect(await grantedTradeInCredit(db)).toBe(799);
    const variant = await makeVariant(db);
    expect((await loadVariantChoices(db)).map((choice) => choice.sku)).toContain(variant.sku);
  });
});
