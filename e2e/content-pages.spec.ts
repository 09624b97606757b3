import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

const SITE_TITLE = "Littlerobe | Baby & children's clothing rental";
const SITE_DESCRIPTION_START = "Rent beautiful baby and children's clothes";

const pages = [
  {
    path: "/about",
    heading: "About us",
    title: "About us | Littlerobe",
    description: /^Littlerobe was started by two London parents/,
    image: "content/about.png",
  },
  {
    path: "/how-it-works",
    heading: "Renting made simple",
    title: "How it works | Littlerobe",
    description: /^Choose a plan, fill your wardrobe/,
    image: "content/share.png",
  },
  {
    path: "/contact",
    heading: "Contact us",
    title: "Contact us | Littlerobe",
    description: /^Questions about sizes, deliveries or your plan\?/,
    image: "content/share.png",
  },
  {
    path: "/gifting",
    heading: "The gift that keeps on fitting",
    title: "Gift cards | Littlerobe",
    description: /^Give new parents the gift of a wardrobe/,
    image: "content/gifting.png",
  },
  // Terms has no share fields of its own: the settings apply (spec 2.9).
  {
    path: "/terms",
    heading: "Terms & Conditions",
    title: SITE_TITLE,
    description: new RegExp(`^${SITE_DESCRIPTION_START}`),
    image: "content/share.png",
  },
];

test.beforeEach(async ({ page, context, baseURL }) => {
  await suppressGuestPopup(page);
  await context.addCookies([
    { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
  ]);
});

for (const expected of pages) {
  test(`${expected.path} renders its published document with its head metadata`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(expected.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      expected.description,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      expected.title,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      expected.description,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${baseURL}/images/${expected.image}?width=1200&resize=contain`);
    const served = await page.request.get(image!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\//);
  });
}

test("the FAQ section of how it works carries the id the footer's FAQs link points at", async ({
  page,
}) => {
  await page.goto("/how-it-works#faq");
  const faq = page.locator("section#faq");
  await expect(faq.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await expect(faq).toBeInViewport();
});

test.describe("the contact form", () => {
  test("an empty submit shows the spec's messages under each required field", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
    await expect(form.getByText("* Required fields")).toBeVisible();
    await form.getByRole("button", { name: "Send message" }).click();
    for (const label of ["First name *", "Email *", "Subject *", "Message *"]) {
      const field = form
        .locator(".form-field")
        .filter({ has: page.getByLabel(label, { exact: true }) });
      await expect(field.locator(".form-field__error")).toHaveText("required field");
    }
    await expect(form.locator(".form-field__error")).toHaveCount(4);
    await form.getByLabel("Email *", { exact: true }).fill("not-an-email");
    await expect(
      form
        .locator(".form-field")
        .filter({ has: page.getByLabel("Email *", { exact: true }) })
        .locator(".form-field__error"),
    ).toHaveText("Please enter a valid email address");
    await expect(page.getByText(/^Thank you, /)).toHaveCount(0);
  });

  test("a valid message is sent and acknowledged", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
    await form.getByLabel("First name *", { exact: true }).fill("Amara");
    await form.getByLabel("Email *", { exact: true }).fill("amara@example.co.uk");
    await form.getByLabel("Subject *", { exact: true }).fill("Sizes for twins");
    await form.getByLabel("Message *", { exact: true }).fill("Do you have matching outfits in 6m?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(
      "Thank you, Amara. We have your message and will reply within two working days.",
    );
    await expect(form).toHaveCount(0);
  });
});

async function logIn(page: Page, email: string, password: string, firstName: string) {
  await page.goto("/");
  await page.locator("header").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("Email *", { exact: true }).fill(email);
  await dialog.getByLabel("Password *", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: `Hi ${firstName}` })).toBeVisible();
}

test.describe("preview mode", () => {
  test("a signed-in staff member previews with a visible bar, on every page, until Exit preview", async ({
    page,
  }) => {
    await logIn(page, "staff@littlerobe.co.uk", "littlerobe-staff", "Jess");
    await page.goto("/api/preview?slug=/about");
    await expect(page).toHaveURL(/\/about$/);
    const bar = page.getByRole("status").filter({ hasText: "Preview mode" });
    await expect(bar).toHaveText("Preview mode — Exit preview");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await page.goto("/contact");
    await expect(bar).toBeVisible();
    await bar.getByRole("link", { name: "Exit preview" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Preview mode")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Preview mode")).toHaveCount(0);
  });

  test("a signed-in member who is not staff is refused too", async ({ page }) => {
    await logIn(page, "demo@littlerobe.co.uk", "littlerobe-demo", "Amelia");
    const response = await page.request.get("/api/preview", { maxRedirects: 0 });
    expect(response.status()).toBe(403);
    await page.goto("/");
    await expect(page.getByText("Preview mode")).toHaveCount(0);
  });

  test("/api/preview refuses a visitor and sets no preview cookie", async ({ page, context }) => {
    const response = await page.request.get("/api/preview?slug=/about", { maxRedirects: 0 });
    expect(response.status()).toBe(401); // a guest is asked to sign in; a member is refused (403)
    expect(response.headers()["set-cookie"] ?? "").not.toContain("__prerender_bypass");
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      "__prerender_bypass",
    );
    await page.goto("/about");
    await expect(page.getByText("Preview mode")).toHaveCount(0);
  });

  test("/api/exit-preview goes back to the page it was asked from, never elsewhere", async ({
    page,
  }) => {
    const back = await page.request.get("/api/exit-preview?slug=/terms", { maxRedirects: 0 });
    expect(back.status()).toBe(307);
    expect(back.headers()["location"]).toBe("/terms");
    const away = await page.request.get("/api/exit-preview?slug=//evil.example/x", {
      maxRedirects: 0,
    });
    expect(away.headers()["location"]).toBe("/");
  });
});
