import { expect, test } from "./support/shop-test";
import { openOnPausedClock, runUntilVisible } from "./support/paused-clock";
import { suppressGuestPopup } from "./support/suppress-popup";

// The settings' newsletter block (slices4) and the contact page's own newsletter slice, as seeded.
const SETTINGS_BAND = { title: "Join the Littlerobe family", button: "Sign me up" };
const CONTACT_BAND = { title: "Stay in the loop", button: "Sign me up" };

test.beforeEach(async ({ page }) => {
  await suppressGuestPopup(page);
});

test("a page's empty newsletter slice shows the settings text and the social links", async ({
  page,
}) => {
  await page.goto("/about");
  const band = page.getByTestId("newsletter-band");
  await expect(band.getByRole("heading", { name: SETTINGS_BAND.title })).toBeVisible();
  await expect(band.getByText(/Be the first to hear about new arrivals/)).toBeVisible();
  await expect(band.getByRole("link", { name: "Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/littlerobe",
  );
  await expect(band.getByRole("link", { name: "Tiktok" })).toBeVisible();
  await expect(band.getByRole("link", { name: "Facebook" })).toBeVisible();
  await expect(band.getByRole("img")).toHaveCount(0);
});

test("a newsletter slice with its own text and image shows the image instead of social links", async ({
  page,
}) => {
  await page.goto("/contact");
  const band = page.getByTestId("newsletter-band");
  await expect(band.getByRole("heading", { name: CONTACT_BAND.title })).toBeVisible();
  await expect(band.getByRole("img", { name: "Soft blue and green shapes" })).toBeVisible();
  await expect(band.getByRole("link")).toHaveCount(0);
});

test("after subscribing the button reads 'Email subscribed!' for 3.2 seconds, then its label again", async ({
  page,
}) => {
  // The page's clock is paused (issue 24): the form's 400 ms and the label's 3.2 s pass as the
  // test moves the clock on, not in real time.
  await openOnPausedClock(page, "/about");
  const band = page.getByTestId("newsletter-band");
  await band.getByLabel("Email").fill("band.guest@example.com");
  await band.getByRole("button", { name: SETTINGS_BAND.button }).click();
  const done = band.getByRole("button", { name: "Email subscribed!" });
  // In steps of 50 ms until it shows: the 3.2 s start when the subscription is answered.
  await runUntilVisible(page, done);
  await expect(done).toBeDisabled();
  await expect(band.getByLabel("Email")).toHaveValue("");

  await page.clock.runFor(3000);
  await expect(done).toBeVisible();
  await page.clock.runFor(300);
  await expect(band.getByRole("button", { name: SETTINGS_BAND.button })).toBeEnabled();
});

test("the band shows the email messages", async ({ page }) => {
  await page.goto("/gifting");
  const band = page.getByTestId("newsletter-band");
  await band.getByRole("button", { name: SETTINGS_BAND.button }).click();
  await expect(band.getByText("Please enter an email address")).toBeVisible();
  await band.getByLabel("Email").fill("band@nowhere");
  await expect(band.getByText("Please enter a valid email address")).toBeVisible();
});

for (const path of ["/", "/how-it-works"]) {
  test(`there is no newsletter band on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("newsletter-band")).toHaveCount(0);
  });
}
