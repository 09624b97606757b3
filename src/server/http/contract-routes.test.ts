/**
 * Each API contract (src/domain/api) names a route file that answers its method: the browser's
 * caller and the route handler share the contract, so a wrong path or method would be a 404/405.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiContract } from "@/domain/api/contract";
import * as backInStock from "@/domain/api/back-in-stock-contract";
import * as cartAvailability from "@/domain/api/cart-availability-contract";
import * as checkoutDetails from "@/domain/api/checkout-details-contract";
import * as children from "@/domain/api/children-contracts";
import * as shop from "@/domain/api/contracts";
import * as gifting from "@/domain/api/gifting-contracts";
import * as keep from "@/domain/api/keep-contracts";
import * as nextSize from "@/domain/api/next-size-contracts";
import * as referrals from "@/domain/api/referral-contracts";
import * as returns from "@/domain/api/return-contracts";
import * as session from "@/domain/api/session-contract";
import * as staffCatalogue from "@/domain/api/staff-catalogue-contracts";
import * as staffContent from "@/domain/api/staff-content-contracts";
import * as staffGarments from "@/domain/api/staff-garment-contracts";
import * as staffOrders from "@/domain/api/staff-order-contracts";
import * as statistics from "@/domain/api/statistics-contracts";
import * as tradeIn from "@/domain/api/trade-in-contracts";
import * as warehouse from "@/domain/api/warehouse-contracts";

const modules = {
  backInStock,
  cartAvailability,
  checkoutDetails,
  children,
  shop,
  gifting,
  keep,
  nextSize,
  referrals,
  returns,
  session,
  staffCatalogue,
  staffContent,
  staffGarments,
  staffOrders,
  statistics,
  tradeIn,
  warehouse,
};

const isContract = (value: unknown): value is ApiContract =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  typeof value.path === "string";

const contracts = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, ApiContract] => isContract(entry[1]))
    .map(([name, contract]) => ({ name: `${module}.${name}`, contract })),
);

describe("every API contract", () => {
  it("is found (the check below is not vacuous)", () => {
    expect(contracts.length).toBeGreaterThanOrEqual(50);
  });

  it.each(contracts)("$name names a route that answers its method", ({ contract }) => {
    expect(contract.path).toMatch(/^\/api\/[a-z0-9_/[\]-]+$/);
    const file = path.join(process.cwd(), "src/app", contract.path, "route.ts");
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, "utf8")).toMatch(
      new RegExp(`export (const|async function|function) ${contract.method}\\b`),
    );
  });

  it("has its own method and path: no two contracts answer the same call", () => {
    const keys = contracts.map(({ contract }) => `${contract.method} ${contract.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("are the shop's exact endpoints for the pages' calls", () => {
    const table = Object.fromEntries(
      contracts.map(({ name, contract }) => [name, `${contract.method} ${contract.path}`]),
    );
    expect(table).toMatchObject({
      "session.sessionContract": "GET /api/session",
      "cartAvailability.cartAvailabilityContract": "GET /api/catalogue/availability",
      "backInStock.backInStockContract": "POST /api/catalogue/back-in-stock",
      "shop.addSubscriberContract": "POST /api/add-subscriber",
      "shop.verifySubscriptionContract": "POST /api/verify_subscription",
      "shop.toggleFavouriteContract": "POST /api/favourites",
      "shop.saveAccountContract": "POST /api/account",
      "shop.checkoutContract": "POST /api/checkout",
      "checkoutDetails.checkoutDetailsContract": "GET /api/checkout",
      "shop.cancelCheckoutContract": "POST /api/checkout/cancel",
      "shop.subscriptionPortalContract": "POST /api/subscription/portal",
      "shop.setVariantStockContract": "PATCH /api/staff/variants/[id]",
      "gifting.giftCheckoutContract": "POST /api/gifting",
      "returns.requestReturnContract": "POST /api/returns",
      "staffCatalogue.removeProductImageContract": "DELETE /api/staff/products/[id]/images",
      "staffCatalogue.moveProductImageContract": "PATCH /api/staff/products/[id]/images",
      "staffCatalogue.deleteVariantContract": "DELETE /api/staff/variants/[id]",
      "staffCatalogue.updateVariantContract": "PUT /api/staff/variants/[id]/details",
      "staffCatalogue.updateProductContract": "PUT /api/staff/products/[id]",
      "staffContent.saveContentDraftContract": "PUT /api/staff/content/[type]/[uid]",
      "staffOrders.giftOrderUpdateContract": "PATCH /api/staff/gift-orders/[id]",
      "staffOrders.orderNoteContract": "PUT /api/staff/orders/[id]/note",
    });
  });

  it("that reads a body or query carries its schema, except the calls pages make as they open", () => {
    const withoutSchema = contracts
      .filter(({ contract }) => contract.input === undefined)
      .map(({ name }) => name)
      .sort();
    expect(withoutSchema).toEqual([
      "cartAvailability.cartAvailabilityContract",
      "checkoutDetails.checkoutDetailsContract",
      "session.sessionContract",
    ]);
  });
});
