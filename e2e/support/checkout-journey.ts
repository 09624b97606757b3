import { expect, type Page } from "./shop-test";
import { suppressGuestPopup } from "./suppress-popup";
import { payWith, SUCCESS_CARD } from "./sandbox";
import { basket, choosePlan, openProduct } from "./wardrobe";
import { CHECKOUT_DRAFT_KEY } from "../../src/domain/checkout/checkout-draft";

/** A product page and a size to pick on it. */
export interface Candidate {
  path: string;
  size: string;
}

/**
 * Adds sizes with stock, one of each in turn, until the basket opens at the plan's limit. Each spec
 * keeps its own candidates (products no other spec uses), so stock taken in one does not change
 * another's page.
 */
export async function fillWardrobe(page: Page, candidates: readonly Candidate[]) {
  for (const item of candidates) {
    if (!(await openProduct(page, item.path))) continue;
    const size = page.getByRole("radio", { name: new RegExp(`^${item.size}`) }).first();
    if ((await size.count()) === 0 || !(await size.isEnabled())) continue;
    await size.check();
    const add = page.getByRole("button", { name: "Add to wardrobe" });
    if (!(await add.isEnabled())) continue;
    // The banner's count ('n of limit picked') moves once the item is in.
    const count = page.getByTestId("subscription-banner").getByRole("button", { name: /picked/ });
    const before = await count.innerText();
    await add.click();
    await expect(count).not.toHaveText(before);
    const [picked, limit] = (await count.innerText()).match(/\d+/g)!.map(Number);
    if (picked === limit) return expect(basket(page)).toBeVisible(); // opens by itself when full
  }
  throw new Error("The candidates ran out of stock before the wardrobe was full");
}

/** Fills the wardrobe and proceeds to /checkout. */
export async function pick(page: Page, candidates: readonly Candidate[]) {
  await fillWardrobe(page, candidates);
  await expect(basket(page)).toBeVisible(); // opens by itself at the plan's limit
  await basket(page).getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** The password every family signed up here chooses. */
export const FAMILY_PASSWORD = "a-good-password";

export const unique = () => `parent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

export async function signUpAtCheckout(page: Page, email: string, firstName = "Olivia") {
  const form = page.locator("form").filter({ has: page.getByLabel("Confirm password *") });
  await form.getByLabel("First name *").fill(firstName);
  await form.getByLabel("Last name *").fill("Brookes");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Contact number *").fill("07700 900111");
  await expect(form.getByText("used for delivery updates only")).toBeVisible();
  await form.getByLabel("Password *", { exact: true }).fill(FAMILY_PASSWORD);
  await form.getByLabel("Confirm password *").fill(FAMILY_PASSWORD);
  await form.getByLabel(/I have read and agree to the terms and conditions/).check();
  await form.getByRole("button", { name: "Continue" }).click();
}

export async function fillAddressAndDay(page: Page, postcode = "SW11 5QL") {
  const form = page.locator("form").filter({ has: page.getByLabel("Address line 1 *") });
  await expect(form.getByLabel("First name *")).toHaveValue(/\S/);
  await expect(form.locator('input[name="contactNumber"]')).toHaveValue(/\S/);
  await form.getByLabel("Address line 1 *").fill("12 Northcote Road");
  await form.getByLabel("City *").fill("London");
  await form.getByLabel("Postcode *").fill(postcode);
  await form.getByRole("button", { name: "Continue" }).click();
}

/** The first day offered, and for London ('48h') the first time slot; Royal Mail has none. */
export async function chooseDelivery(page: Page, estimate: "48h" | "4d" = "48h") {
  await expect(page.getByTestId("delivery-estimate")).toHaveText(`Estimated delivery: ${estimate}`);
  await page.getByRole("group", { name: "Delivery day" }).getByRole("radio").first().check();
  if (estimate === "48h") await page.getByLabel("Delivery time *").selectOption("8am - 12pm");
}

/** Who a new family is and where they live; by default Subscription A, Olivia, in London. */
interface NewFamilyOptions {
  plan?: string;
  firstName?: string;
  postcode?: string;
  estimate?: "48h" | "4d";
}

/**
 * A new family's way to the payment page: the plan, the candidates, a sign-up at checkout, an
 * address, the first delivery day, then 'Continue to payment'. Returns the e-mail they signed up with.
 */
export async function newFamilyToPaymentPage(
  page: Page,
  candidates: readonly Candidate[],
  {
    plan = "A",
    firstName = "Olivia",
    postcode = "SW11 5QL",
    estimate = "48h",
  }: NewFamilyOptions = {},
): Promise<string> {
  await suppressGuestPopup(page);
  await choosePlan(page, plan);
  await pick(page, candidates);
  const email = unique();
  await signUpAtCheckout(page, email, firstName);
  await fillAddressAndDay(page, postcode);
  await chooseDelivery(page, estimate);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  return email;
}

/** A family of its own, made for one spec: who they are, to sign them in again. */
export interface Family {
  email: string;
  password: string;
}

/**
 * A new family, signed up at checkout and paid on the sandbox: the plan, the candidates, an address
 * and the first delivery day. Specs that change a family's garments, wardrobe or subscription start
 * from one of these, so none depends on what another spec did to a shared account before it.
 */
export async function newPaidFamily(
  page: Page,
  candidates: readonly Candidate[],
  options: NewFamilyOptions = {},
): Promise<Family> {
  const email = await newFamilyToPaymentPage(page, candidates, options);
  await payWith(page, SUCCESS_CARD);
  await expectThanked(page);
  return { email, password: FAMILY_PASSWORD };
}

/**
 * The confirmation page thanks the family, and its script has run: the tab's checkout draft is gone,
 * so a next checkout starts afresh. ('Thank you' is drawn by the server first; a test moving on at
 * once would keep the draft, as a parent never does.)
 */
export async function expectThanked(page: Page) {
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await page.waitForFunction(
    (key) => window.sessionStorage.getItem(key) === null,
    CHECKOUT_DRAFT_KEY,
  );
}
