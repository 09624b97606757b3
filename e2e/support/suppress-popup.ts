import type { Page } from "./shop-test";
import { POPUP_DISMISSED_KEY } from "../../src/components/popups/popup-storage";

export { POPUP_DISMISSED_KEY };

/**
 * Keeps the guest newsletter popup (which opens 5 s after a guest's page load) out of a test: marks
 * it as just dismissed in localStorage before any page script runs. Call before the first goto.
 * The stored value is the time of dismissal and keeps the popup away for 30 days only: a constant
 * such as "1" (1970) has long expired and suppresses nothing, so specs use this helper, never their
 * own value. `e2e/popups.spec.ts` checks that it works.
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
