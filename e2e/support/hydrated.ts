import { expect, type Page } from "./shop-test";

/**
 * Resolves once React has hydrated the page: the client bundle enables the header's Login (or, for
 * a member, 'Hi …') button. Before that, a click, a typed key or a scroll may go unheard.
 */
export const hydrated = (page: Page, message?: string) =>
  expect(
    page.locator("header").getByRole("button", { name: /^(Login|Hi )/ }),
    message,
  ).toBeEnabled();
