import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/shop-test";
import { DEMO_MEMBER, signIn, STAFF_MEMBER } from "./support/accounts";

// Issue 12: the back office (/admin) is for staff only. Every page under src/app/admin answers a
// guest and an ordinary member with the shop's 'Page not found' (404), showing nothing of the
// back office; the pages are found on disk, so a new one is covered the day it is added.

function adminPages(dir = "src/app/admin"): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...adminPages(full));
    else if (entry.name === "page.tsx")
      found.push(
        `/${path.relative("src/app", dir)}`
          .replace(/\[(\.\.\.)?(type|uid)\]/g, "settings")
          .replace(/\[(\.\.\.)?[^\]]+\]/g, "1"),
      );
  }
  return found.sort();
}

const PAGES = adminPages();

test("the back office's pages are found on disk", () => {
  expect(PAGES).toContain("/admin");
});

for (const who of ["guest", "member"] as const) {
  test(`a ${who} gets 'Page not found' on every back-office page`, async ({ page, baseURL }) => {
    test.setTimeout(120_000); // every page, one after the other
    if (who === "member") await signIn(page.request, DEMO_MEMBER, baseURL!);
    for (const address of PAGES) {
      const response = await page.goto(address);
      expect(response!.status(), address).toBe(404);
      // Behind a shared cache, nobody may be served a kept refusal (issue 23).
      expect(response!.headers()["cache-control"], address).toBe("private, no-store");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByText("Littlerobe back office")).toHaveCount(0);
    }
  });
}

test("staff open the back office from its address and move between its sections", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  const response = await page.goto("/admin");
  expect(response!.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Back office" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("link")).toHaveCount(18);
  await expect(menu.getByRole("link", { name: "E-mails" })).toHaveAttribute(
    "href",
    "/admin/emails",
  );
});
