import { test as base } from "@playwright/test";
import { shopUrl } from "./shops";

export * from "@playwright/test";

/**
 * Every spec imports from here, not from "@playwright/test". Each Playwright worker talks to its own
 * shop (its own port and data folder), so two workers never share the demo shop's stock or accounts.
 */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => provide(shopUrl(testInfo.parallelIndex)),
});
