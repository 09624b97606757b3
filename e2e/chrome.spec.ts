import { expect, test, type BrowserContext, type Page } from "./support/shop-test";
import { hydrated } from "./support/hydrated";
import { suppressGuestPopup } from "./support/suppress-popup";

// The guest newsletter popup (5 s after load) is another feature; keep it out of these tests.
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

/** A remembered consent choice, so the banner stays out of tests about other parts of the chrome. */
async function withConsentChosen(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "littlerobe_consent",
      value: "v1.analytics-0.marketing-0",
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

const header = (page: Page) => page.locator("header.site-header");
const menu = (page: Page) => page.getByRole("navigation", { name: "Menu" });
const burger = (page: Page) => page.getByRole("button", { name: "Menu" });

test.describe("site chrome", () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test("the sticky header hides on scrolling down and comes back on scrolling up", async ({
    page,
  }) => {
    await page.goto("/collection");
    await expect(header(page)).toBeInViewport();
    // A scroll before the header's listener is in place is never heard (the listener starts from
    // where the page already is): after hydration, and scrolled again if the first went unheard.
    await hydrated(page);
    await page.mouse.move(640, 400);
    await expect(async () => {
      await page.mouse.wheel(0, 1000);
      await expect(header(page)).toHaveAttribute("data-hidden", "true", { timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await expect(header(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    await expect(header(page)).toBeInViewport();
    // Sticky: it shows at the top of the viewport while the page is still scrolled well down.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
  });

  test("the header shows shop now, the logo, login, favourites and the cart label from settings", async ({
    page,
  }) => {
    await page.goto("/about");
    const bar = header(page);
    await expect(bar.getByRole("link", { name: "Shop now" })).toHaveAttribute(
      "href",
      "/collection",
    );
    await expect(bar.getByRole("link", { name: "Littlerobe home" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("link", { name: "Favourites" })).toHaveAttribute("href", "/account");
    await expect(bar.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Wardrobe (0)" })).toBeVisible();
    // Signed out: no greeting.
    await expect(bar.getByText(/^Hi /)).toHaveCount(0);
  });

  test("the cart label opens the basket modal and the login label opens the Log in modal", async ({
    page,
  }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "Wardrobe (0)" }).click();
    const basket = page.getByRole("dialog", { name: "Summary of wardrobe" });
    await expect(basket).toBeVisible();
    await basket.getByRole("button", { name: "Close" }).click();
    await expect(basket).toBeHidden();
    await header(page).getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  });

  test("the burger menu lists the pages, opens and closes on the burger, and follows its links", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(menu(page)).toBeHidden();
    await burger(page).click();
    await expect(burger(page)).toHaveAttribute("aria-expanded", "true");
    const items = menu(page).getByRole("listitem");
    await expect(items).toHaveText([
      "Shop",
      "About us",
      "How it works",
      "Contact",
      "Gift cards",
      "Login",
      "Terms & Conditions",
    ]);
    const hrefs = {
      Shop: "/collection",
      "About us": "/about",
      "How it works": "/how-it-works",
      Contact: "/contact",
      "Gift cards": "/gifting",
      "Terms & Conditions": "/terms",
    };
    for (const [name, href] of Object.entries(hrefs))
      await expect(menu(page).getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    await burger(page).click();
    await expect(menu(page)).toBeHidden();

    await burger(page).click();
    await menu(page).getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });

  test("a click outside the menu, on its overlay, or Escape closes it", async ({ page }) => {
    await page.goto("/");
    await burger(page).click();
    await expect(page.getByTestId("site-menu-overlay")).toBeVisible();
    await page.mouse.click(1100, 500); // on the overlay, outside the panel
    await expect(menu(page)).toBeHidden();
    await expect(page.getByTestId("site-menu-overlay")).toHaveCount(0);

    // A click elsewhere in the header (not on a link, which would also navigate) closes it too.
    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    const box = (await header(page).boundingBox())!;
    await page.mouse.click(box.x + box.width - 3, box.y + 3);
    await expect(menu(page)).toBeHidden();

    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();
  });

  test("Login in the burger menu opens the Log in modal", async ({ page }) => {
    await page.goto("/");
    await burger(page).click();
    await menu(page).getByRole("button", { name: "Login" }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  const expectedLinks = {
    Home: "/",
    About: "/about",
    "How it works": "/how-it-works",
    Contact: "/contact",
    "Gift cards": "/gifting",
    "Terms & Conditions": "/terms",
    FAQs: "/how-it-works#faq",
  };

  async function expectFooterLinks(page: Page) {
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of Object.entries(expectedLinks)) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  }

  test("maps the settings items at desktop width and switches to the mobile mapping live", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveAttribute("data-layout", "desktop");
    await expectFooterLinks(page);
    await expect(footer).toContainText("© 2026 Littlerobe Ltd. All rights reserved.");
    await expect(footer).toContainText("Design by");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/littlerobe",
    );
    await expect(footer.getByRole("link", { name: "Tiktok" })).toHaveAttribute(
      "href",
      "https://www.tiktok.com/@littlerobe",
    );
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/littlerobe",
    );

    await page.setViewportSize({ width: 799, height: 800 });
    await expect(footer).toHaveAttribute("data-layout", "mobile");
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(footer).toHaveAttribute("data-layout", "desktop");
  });

  test("uses the mobile mapping at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toHaveAttribute("data-layout", "mobile");
    await expectFooterLinks(page);
  });

  test("the cookie-policy item reopens the consent preferences instead of navigating", async ({
    page,
  }) => {
    await page.goto("/about");
    const cookiePolicy = page
      .getByRole("contentinfo")
      .getByRole("button", { name: "Cookie policy" });
    await cookiePolicy.click();
    await expect(page).toHaveURL(/\/about$/);
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    // The remembered choice (non-essential rejected) is what the dialog shows.
    await expect(dialog.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
  });
});

test.describe("cookie consent", () => {
  const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

  async function consentCookie(context: BrowserContext) {
    return (await context.cookies()).find((cookie) => cookie.name === "littlerobe_consent");
  }

  /** What <html data-consent> said each time the parser put the banner into the page. */
  async function recordBannerArrivals(page: Page) {
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { bannerArrivals: (string | null)[] }).bannerArrivals = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.classList.contains("consent-banner"))
              seen.push(document.documentElement.dataset.consent ?? null);
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const bannerArrivals = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { bannerArrivals: (string | null)[] }).bannerArrivals,
    );

  test("the banner appears on a first visit, and a choice is remembered for a year", async ({
    page,
    context,
  }) => {
    await recordBannerArrivals(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    // Part of the shared page, drawn with it rather than after its JavaScript (the page's largest
    // paint on a phone); <html data-consent="chosen"> is what hides it from a visitor who has chosen.
    expect(await bannerArrivals(page)).toEqual([null]);
    // (Set until it holds: the provider clears the mark for a visitor without a choice as it starts.)
    await expect(async () => {
      await page.evaluate(() => (document.documentElement.dataset.consent = "chosen"));
      await expect(banner(page)).toBeHidden({ timeout: 500 });
    }).toPass();
    await page.evaluate(() => delete document.documentElement.dataset.consent);
    for (const name of ["Accept all", "Reject non-essential", "Preferences"])
      await expect(banner(page).getByRole("button", { name })).toBeVisible();
    await banner(page).getByRole("button", { name: "Reject non-essential" }).click();
    await expect(banner(page)).toHaveCount(0);

    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe("v1.analytics-0.marketing-0");
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(366);

    await page.goto("/collection");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // No flash on later visits: the shared page holds the banner, but it is hidden before it is drawn.
    expect(await bannerArrivals(page)).toEqual(["chosen"]);
  });

  test("Accept all and the preferences dialog store the choice", async ({ page, context }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog.getByRole("checkbox", { name: "Essential" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Essential" })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
    await dialog.getByRole("checkbox", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe("v1.analytics-1.marketing-0");

    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie policy" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
    await dialog.getByRole("button", { name: "Accept all" }).click();
    expect((await consentCookie(context))?.value).toBe("v1.analytics-1.marketing-1");
  });

  test("closing the preferences without saving brings the banner back", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    await page
      .getByRole("dialog", { name: "Cookie preferences" })
      .getByRole("button", { name: "Close dialog" })
      .click();
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("layout widths", () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  for (const width of [375, 800, 1280]) {
    test(`no horizontal scroll and the header fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/collection", "/about", "/contact"]) {
        await page.goto(path);
        // Measured once the browser knows who is browsing: until then 'Login' is a placeholder in
        // the same place, which the real button replaces (a box asked of it then is null).
        await expect(header(page).getByRole("button", { name: "Login" })).toBeEnabled();
        // The elements sticking out on the right, named so a failure says what to fix.
        const wide = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= limit) return [];
          return Array.from(document.querySelectorAll("body *"))
            .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)}px`,
            );
        });
        expect(wide, `${path} scrolls sideways at ${width} px`).toEqual([]);
        for (const control of [
          burger(page),
          header(page).getByRole("link", { name: "Shop now" }),
          header(page).getByRole("link", { name: "Littlerobe home" }),
          header(page).getByRole("button", { name: "Login" }),
          header(page).getByRole("link", { name: "Favourites" }),
          header(page).getByRole("button", { name: /^Wardrobe/ }),
        ]) {
          const box = await control.boundingBox();
          expect(box, `${path} header control at ${width} px`).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
      }
    });
  }
});

test.describe("signed in", () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test("the header greets the member, its dropdown and the burger menu offer My account and Logout", async ({
    page,
  }) => {
    await page.goto("/about");
    await header(page).getByRole("button", { name: "Login" }).click();
    const login = page.getByRole("dialog", { name: "Log in" });
    await login.getByLabel("Email *", { exact: true }).fill("demo@littlerobe.co.uk");
    await login.getByLabel("Password *", { exact: true }).fill("littlerobe-demo");
    await login.getByRole("button", { name: "Continue" }).click();
    await expect(login).toBeHidden();

    const greeting = header(page).getByRole("button", { name: "Hi Amelia" });
    await expect(greeting).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Login" })).toHaveCount(0);
    await greeting.click();
    await expect(greeting).toHaveAttribute("aria-expanded", "true");
    await expect(header(page).getByRole("link", { name: "My account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header(page).getByRole("link", { name: "My account" })).toBeHidden();

    await burger(page).click();
    await expect(menu(page).getByRole("listitem")).toHaveText([
      "Shop",
      "About us",
      "How it works",
      "Contact",
      "Gift cards",
      "My account",
      "Logout",
      "Terms & Conditions",
    ]);
    await expect(menu(page).getByRole("link", { name: "My account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await menu(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: /^Hi / })).toHaveCount(0);
  });
});
