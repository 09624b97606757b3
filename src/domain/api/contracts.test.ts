/**
 * What a caller of the shop's JSON API relies on: each body a contract owns is accepted or refused
 * as the endpoint promises (src/server/http/contract-routes.test.ts checks each names a route).
 */
import { describe, expect, it } from "vitest";
import * as shop from "./contracts";
import * as gifting from "./gifting-contracts";
import * as staffCatalogue from "./staff-catalogue-contracts";
import * as staffContent from "./staff-content-contracts";
import * as staffGarments from "./staff-garment-contracts";
import * as staffOrders from "./staff-order-contracts";
import * as warehouse from "./warehouse-contracts";

type Schema = {
  parse: (value: unknown) => unknown;
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};
/** The schema a route applies to the contract's body or query. */
const inputOf = <C extends { input?: unknown }>(contract: C): NonNullable<C["input"]> => {
  if (contract.input === undefined) throw new Error("the contract carries no schema");
  return contract.input as NonNullable<C["input"]>;
};
const refused = (schema: Schema, value: unknown) => !schema.safeParse(value).success;
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("the shop's own bodies", () => {
  it("add-subscriber takes the NEWSLETTER or WAITLIST list with the waitlist's values", () => {
    const input = inputOf(shop.addSubscriberContract);
    expect(shop.PUBLIC_LISTS).toEqual(["NEWSLETTER", "WAITLIST"]);
    expect(input.parse({ email: "ada@example.com", list: "NEWSLETTER" })).toMatchObject({
      email: "ada@example.com",
      list: "NEWSLETTER",
    });
    expect(
      input.safeParse({
        email: "ada@example.com",
        list: "WAITLIST",
        name: "Ada",
        postcode: "SW1A 1AA",
        littleDOB: "01/02/2026",
      }).success,
    ).toBe(true);
    // SUBSCRIBER is added by the server only.
    const result = input.safeParse({ email: "ada@example.com", list: "SUBSCRIBER" });
    expect(messagesOf(result)).toEqual(["Unknown mailing list"]);
    expect(refused(input, { email: "not-an-email", list: "NEWSLETTER" })).toBe(true);
  });

  it("verify_subscription takes optional ids of at most 255 characters", () => {
    const input = inputOf(shop.verifySubscriptionContract);
    expect(input.safeParse({}).success).toBe(true);
    expect(input.safeParse({ subscriptionId: null, stripeUserId: null }).success).toBe(true);
    expect(input.safeParse({ subscriptionId: "s".repeat(255) }).success).toBe(true);
    expect(refused(input, { subscriptionId: "s".repeat(256) })).toBe(true);
    expect(refused(input, { stripeUserId: "c".repeat(256) })).toBe(true);
  });

  it("a favourite names one product id", () => {
    const input = inputOf(shop.toggleFavouriteContract);
    expect(input.parse({ product_id: "12" })).toEqual({ product_id: 12 });
    expect(refused(input, {})).toBe(true);
    expect(refused(input, { product_id: 0 })).toBe(true);
  });

  it("the cart's availability query takes 1 to 100 comma-separated ids", () => {
    const query = shop.cartAvailabilityQuery;
    expect(shop.MAX_CART_PRODUCTS).toBe(100);
    expect(query.parse({ product_ids: "1,2,3" })).toEqual({ product_ids: [1, 2, 3] });
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(",");
    expect(query.safeParse({ product_ids: hundred }).success).toBe(true);
    expect(refused(query, { product_ids: `${hundred},101` })).toBe(true);
    expect(refused(query, { product_ids: "" })).toBe(true);
  });

  it("checkout's cancel and the portal take an empty body", () => {
    for (const contract of [shop.cancelCheckoutContract, shop.subscriptionPortalContract])
      expect(inputOf(contract).parse({})).toEqual({});
  });
});

describe("the staff's bodies", () => {
  it("a site switch is maintenance mode or the pause on new members, on or off, nothing else", () => {
    const input = inputOf(staffContent.siteSwitchContract);
    expect(staffContent.SITE_SWITCHES).toEqual(["maintenancemode", "pauseNewMembers"]);
    expect(input.parse({ name: "maintenancemode", on: true })).toEqual({
      name: "maintenancemode",
      on: true,
    });
    expect(input.safeParse({ name: "pauseNewMembers", on: false }).success).toBe(true);
    expect(refused(input, { name: "contactEmail", on: true })).toBe(true);
    expect(refused(input, { name: "maintenancemode", on: "true" })).toBe(true);
    expect(refused(input, { name: "maintenancemode", on: true, extra: 1 })).toBe(true);
  });

  it("marking a message answered takes an empty body only", () => {
    const input = inputOf(staffContent.markMessageAnsweredContract);
    expect(input.parse({})).toEqual({});
    expect(refused(input, { handledBy: "someone" })).toBe(true);
    expect(staffContent.contactMessageParams.parse({ id: "5" })).toEqual({ id: 5 });
  });

  it("publishing takes no body or an empty one", () => {
    const input = inputOf(staffContent.publishContentContract);
    expect(input.safeParse(undefined).success).toBe(true);
    expect(input.safeParse({}).success).toBe(true);
  });

  it("the mailing-list filter falls back to current newsletter sign-ups and trims the search", () => {
    const filter = staffContent.mailingListFilter;
    expect(filter.parse({})).toEqual({ list: "NEWSLETTER", status: "current" });
    expect(filter.parse({ list: "nonsense", status: "nonsense", q: 5 })).toEqual({
      list: "NEWSLETTER",
      status: "current",
    });
    expect(filter.parse({ list: "SUBSCRIBER", status: "all", q: "  ada  " })).toEqual({
      list: "SUBSCRIBER",
      status: "all",
      q: "ada",
    });
    expect(filter.parse({ list: "WAITLIST", status: "unsubscribed" })).toMatchObject({
      list: "WAITLIST",
      status: "unsubscribed",
    });
    expect(filter.parse({ q: "x".repeat(200) }).q).toHaveLength(200);
    expect(filter.parse({ q: "x".repeat(201) }).q).toBeUndefined();
  });

  it("a gift order's change wants a yyyy-mm-dd delivery day and bounded texts", () => {
    const input = inputOf(staffOrders.giftOrderUpdateContract);
    const body = { deliveryDay: "2026-12-01", email_recipient: "bo@example.com", message: "Hi" };
    expect(input.parse(body)).toEqual(body);
    expect(messagesOf(input.safeParse({ ...body, deliveryDay: "01/12/2026" }))).toEqual([
      "Please choose one of the delivery days offered",
    ]);
    expect(refused(input, { ...body, deliveryDay: "2026-12-01x" })).toBe(true);
    expect(refused(input, { ...body, deliveryDay: "x2026-12-01" })).toBe(true);
    expect(input.safeParse({ ...body, email_recipient: "e".repeat(320) }).success).toBe(true);
    expect(refused(input, { ...body, email_recipient: "e".repeat(321) })).toBe(true);
    expect(input.safeParse({ ...body, message: "m".repeat(5000) }).success).toBe(true);
    expect(refused(input, { ...body, message: "m".repeat(5001) })).toBe(true);
  });

  it("making a member staff wants a yes or no, and a member id of 1 to 200 characters", () => {
    const input = inputOf(staffOrders.memberAdminContract);
    expect(input.parse({ is_admin: true })).toEqual({ is_admin: true });
    expect(messagesOf(input.safeParse({ is_admin: "yes" }))).toEqual([
      "Choose whether the member is staff.",
    ]);
    expect(messagesOf(input.safeParse({}))).toEqual(["Choose whether the member is staff."]);
    expect(staffOrders.memberParams.safeParse({ id: "u" }).success).toBe(true);
    expect(refused(staffOrders.memberParams, { id: "" })).toBe(true);
    expect(staffOrders.memberParams.safeParse({ id: "u".repeat(200) }).success).toBe(true);
    expect(refused(staffOrders.memberParams, { id: "u".repeat(201) })).toBe(true);
    expect(staffOrders.staffRecordParams.parse({ id: "9" })).toEqual({ id: 9 });
    expect(inputOf(staffOrders.giftResendContract).parse({})).toEqual({});
  });

  it("finishing a return takes an optional note of at most 500 characters, trimmed", () => {
    const input = inputOf(staffGarments.finishReturnContract);
    expect(input.parse({})).toEqual({});
    expect(input.parse({ note: "  all here " })).toEqual({ note: "all here" });
    expect(input.safeParse({ note: "n".repeat(500) }).success).toBe(true);
    expect(messagesOf(input.safeParse({ note: "n".repeat(501) }))).toEqual([
      "Maximum 500 characters",
    ]);
    expect(staffGarments.returnParams.parse({ id: 3 })).toEqual({ id: 3 });
  });

  it("catalogue ids are ids, and an image upload has no JSON body", () => {
    expect(staffCatalogue.catalogueIdParams.parse({ id: "4" })).toEqual({ id: 4 });
    expect(refused(staffCatalogue.catalogueIdParams, { id: "x" })).toBe(true);
    expect(refused(inputOf(staffCatalogue.uploadProductImageContract), {})).toBe(true);
    expect(inputOf(staffCatalogue.deleteVariantContract).parse({})).toEqual({});
  });

  it("a warehouse sync names one of the sync origins, and nothing else", () => {
    const input = inputOf(warehouse.runWarehouseSyncContract);
    expect(input.parse({ origin: "stockSync" })).toEqual({ origin: "stockSync" });
    expect(refused(input, { origin: "everything" })).toBe(true);
    expect(refused(input, { origin: "stockSync", now: true })).toBe(true);
  });

  it("the test clock moves the warehouse on by 0 to 30 days of whole minutes", () => {
    const input = inputOf(warehouse.devWarehouseContract);
    expect(input.parse({ minutes: 0 })).toEqual({ minutes: 0 });
    expect(input.safeParse({ minutes: 43_200 }).success).toBe(true);
    for (const minutes of [-1, 43_201, 1.5, "5"]) expect(refused(input, { minutes })).toBe(true);
    const jobs = inputOf(gifting.devRunJobsContract);
    expect(jobs.safeParse({ at: "2026-11-26T10:00:00Z" }).success).toBe(true);
    expect(refused(jobs, { at: "tomorrow" })).toBe(true);
  });

  it("a cache invalidation names 1 to 200 tags of lower-case letters, digits, ':', '_' and '-'", () => {
    const input = inputOf(warehouse.revalidateRequestContract);
    expect(input.parse({ tags: ["product:12", "catalogue_all", "a-b"] })).toEqual({
      tags: ["product:12", "catalogue_all", "a-b"],
    });
    expect(input.safeParse({ tags: ["t".repeat(64)] }).success).toBe(true);
    expect(input.safeParse({ tags: Array.from({ length: 200 }, () => "t") }).success).toBe(true);
    for (const tags of [
      [],
      Array.from({ length: 201 }, () => "t"),
      [""],
      ["t".repeat(65)],
      ["Product"],
      ["a b"],
      ["a/b"],
      ["x\ny"],
    ])
      expect(refused(input, { tags })).toBe(true);
  });
});
