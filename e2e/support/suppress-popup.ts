import type { Page } from "@playwright/test";
import { POPUP_DISMISSED_KEY } from "../../src/components/popups/popup-storage";

export { POPUP_DISMISSED_KEY };

/**
 * Keeps the guest newsletter popup (which opens 5 s after a guest's page load) out of a test: marks
 * it as just dismissed in localStorage before any page script runs. Call before the first goto.
 */
export async function suppressGuestPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, String(Date.now()));
    } catch {
      // storage blocked (e.g. about:blank): nothing to suppress
    }
  }, POPUP_DISMISSED_KEY);
}
