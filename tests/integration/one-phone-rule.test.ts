import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateForm } from "@/domain/forms";
import { users } from "@/server/db/schema";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, PLANS, type CheckoutShop } from "./checkout-fixture";

// One UK phone rule (issue 25): checkout stores the number as national digits, and the account
// form takes back what checkout stored, so a member who edits an address never retypes the phone.
describe(`one UK phone rule from checkout to the account form, on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const storedPhone = async (userId: string) =>
    (await shop.db.select().from(users).where(eq(users.id, userId)))[0]!;

  /** A member checks out one garment, typing this phone number in the delivery form. */
  async function checkoutWithPhone(userId: string, contactNumber: string) {
    const product = await shop.addProduct([1]);
    return shop.checkout(
      userId,
      shop.request({
        plan: PLANS.single.plan,
        lines: [product.variantIds[0]!],
        delivery: { contactNumber },
      }),
    );
  }

  it("stores '+44 (0)7700 900-123' typed at checkout as 07700900123; the account form saves it back", async () => {
    const member = await shop.addMember();
    const started = await checkoutWithPhone(member.id, "+44 (0)7700 900-123");
    expect(started.kind).toBe("payment");
    const profile = await storedPhone(member.id);
    expect(profile.contactNumber).toBe("07700900123");

    // The account form as /account fills it from the stored profile, posted unchanged but for the city.
    // POST /api/account parses its body with this same form schema (saveAccountContract).
    const posted = validateForm("ACCOUNT", {
      title: profile.title ?? "",
      firstName: profile.firstName,
      lastName: profile.lastName,
      babyName: "Rosie",
      email: profile.email,
      contactNumber: profile.contactNumber,
      address1: profile.address1,
      address2: profile.address2 ?? "",
      city: "Manchester",
      postcode: profile.postcode,
      country: profile.country,
    });
    if (!posted.ok) throw new Error(JSON.stringify(posted.errors));
    await updateAccountProfile(shop.db, member.id, posted.data, null);
    expect(await storedPhone(member.id)).toMatchObject({
      city: "Manchester",
      contactNumber: "07700900123",
    });
  });

  it("refuses a number that is not a UK one at checkout, storing nothing", async () => {
    const member = await shop.addMember();
    const before = await storedPhone(member.id);
    const refused = await checkoutWithPhone(member.id, "+33 6 12 34 56 78");
    expect(refused).toMatchObject({
      kind: "invalid",
      fields: { contactNumber: "Please enter a valid phone number" },
    });
    expect(await storedPhone(member.id)).toEqual(before);
  });
});
