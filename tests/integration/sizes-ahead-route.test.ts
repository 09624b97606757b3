/**
 * POST /api/next-size (issue 27, sizes ahead of time) as the shop runs it: a guest is asked to log
 * in, bad input and a cross-site request are refused, another family's proposal is not found, and
 * none of them changes anything; the family's own 'Not now' is answered once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/next-size/route";
import {
  children,
  nextSizeProposalPieces,
  nextSizeProposals,
  products,
  productVariants,
  variantOptions,
} from "@/server/db/schema";
import { tableFingerprints } from "../helpers/table-fingerprint";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { APP_URL, getSessionUser, makeAuth, register, sessionCookie } from "./auth-test-helpers";

const globals = globalThis as unknown as { littlerobeDb?: unknown; littlerobeAuth?: unknown };

let handle: TestDatabase;
let cookieA: string;
let cookieB: string;
let proposalId: number;
let variantId: number;

function post(body: unknown, cookie?: string, origin = APP_URL) {
  const headers = new Headers({ "content-type": "application/json", origin });
  if (cookie) headers.set("cookie", cookie);
  return POST(
    new Request(`${APP_URL}/api/next-size`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const auth = makeAuth(handle.db);
  globals.littlerobeDb = handle;
  globals.littlerobeAuth = auth;
  cookieA = sessionCookie(await register(auth, "next.size.a@example.com", "password-of-a"));
  const idA = (await getSessionUser(auth, cookieA))!.id;
  cookieB = sessionCookie(await register(auth, "next.size.b@example.com", "password-of-b"));
  const db = handle.db;
  const [size] = await db
    .insert(variantOptions)
    .values({ name: "2-3 years", slug: "2-3-years", type: "Size" })
    .returning({ id: variantOptions.id });
  const [product] = await db
    .insert(products)
    .values({ name: "Cord Pinafore", slug: "cord-pinafore", published_at: new Date() })
    .returning({ id: products.id });
  const variants = await db
    .insert(productVariants)
    .values(
      [3, 2].map((stock, index) => ({
        product_id: product!.id,
        sku: `CORD-${index}`,
        stock,
        size_id: size!.id,
      })),
    )
    .returning({ id: productVariants.id });
  variantId = variants[1]!.id;
  const [child] = await db
    .insert(children)
    .values({ user_id: idA, first_name: "Isla", date_of_birth: "2025-01-10" })
    .returning({ id: children.id });
  const [proposal] = await db
    .insert(nextSizeProposals)
    .values({ child_id: child!.id, user_id: idA, size: "2-3-years", next_from: "2027-01-10" })
    .returning({ id: nextSizeProposals.id });
  proposalId = proposal!.id;
  await db.insert(nextSizeProposalPieces).values({
    proposal_id: proposalId,
    position: 0,
    product_id: product!.id,
    product_variant_id: variants[0]!.id,
    source: "stock",
  });
});

afterAll(async () => {
  globals.littlerobeAuth = undefined;
  globals.littlerobeDb = undefined;
  await handle.close();
});

describe(`POST /api/next-size on ${testDbKind}`, () => {
  it("refuses a guest, bad input, a cross-site request and another family, changing nothing", async () => {
    const before = await tableFingerprints(handle.db);
    const change = { action: "change", proposalId, position: 0, variantId };
    expect((await post(change)).status).toBe(401);
    expect((await post({ ...change, position: -1 }, cookieA)).status).toBe(422);
    expect((await post({ action: "swap", proposalId }, cookieA)).status).toBe(422);
    expect((await post(change, cookieA, "https://evil.example")).status).toBe(403);
    for (const body of [
      change,
      { action: "accept", proposalId },
      { action: "dismiss", proposalId },
    ]) {
      const response = await post(body, cookieB);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: "not_found",
          message: "We could not find that wardrobe. Please reload the page.",
        },
      });
    }
    expect(await tableFingerprints(handle.db)).toEqual(before);
  });

  it("the family changes a piece and says 'Not now', once", async () => {
    const changed = await post({ action: "change", proposalId, position: 0, variantId }, cookieA);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ status: "changed" });
    const [piece] = await handle.db
      .select()
      .from(nextSizeProposalPieces)
      .where(eq(nextSizeProposalPieces.proposal_id, proposalId));
    expect(piece!.product_variant_id).toBe(variantId);

    const dismissed = await post({ action: "dismiss", proposalId }, cookieA);
    expect(await dismissed.json()).toEqual({ status: "dismissed" });
    const again = await post({ action: "accept", proposalId }, cookieA);
    expect(again.status).toBe(409);
    const [row] = await handle.db
      .select()
      .from(nextSizeProposals)
      .where(eq(nextSizeProposals.id, proposalId));
    expect(row!.status).toBe("dismissed");
  });
});
