/**
 * A friend's code kept in this browser from the /join link until the family has used it at
 * checkout (issue 27). Pages are shared and cached, so the code never travels in a cookie.
 */
const KEY = "littlerobe.referralCode";

export function keptReferralCode(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the code can still be typed at checkout
  }
}

export function keepReferralCode(code: string | null): void {
  try {
    if (code === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, code);
  } catch {
    // storage full or blocked: the code can still be typed at checkout
  }
}
