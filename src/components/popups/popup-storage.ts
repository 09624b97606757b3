/**
 * Browser-storage rules of the marketing popups, kept free of React so the e2e helpers can import
 * the key. Storage can be blocked; every read and write tolerates that.
 */

/** Set once the guest popup was closed or used; while fresh, the guest popup does not open again. */
export const POPUP_DISMISSED_KEY = "littlerobe:popup-dismissed";
/** How long a closed or used guest popup stays away (decided: 30 days). */
export const POPUP_DISMISSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** The stored value is the time of dismissal (ms); anything unreadable counts as dismissed now. */
export function isDismissalFresh(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  const at = Number(stored);
  if (!Number.isFinite(at)) return true;
  return now - at < POPUP_DISMISSED_FOR_MS;
}

export function guestPopupDismissed(): boolean {
  try {
    return isDismissalFresh(window.localStorage.getItem(POPUP_DISMISSED_KEY), Date.now());
  } catch {
    return false;
  }
}

export function rememberGuestPopupDismissed(): void {
  try {
    window.localStorage.setItem(POPUP_DISMISSED_KEY, String(Date.now()));
  } catch {
    // storage blocked: the popup may show again on a later visit
  }
}

export function storeDisplayFull(key: string): void {
  try {
    window.localStorage.setItem(key, "true");
  } catch {
    // storage blocked: nothing to remember
  }
}
