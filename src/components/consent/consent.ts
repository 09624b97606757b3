/**
 * The cookie-consent choice (spec 1: a cookie-consent preferences tool). Plain module: the browser
 * reads and writes the cookie (pages are the same for every visitor, issue 8).
 */

export const CONSENT_COOKIE = "littlerobe_consent";
/** One year, in seconds. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentCategory = "essential" | "analytics" | "marketing";
/** The categories a visitor may switch; essential cookies always run. */

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_NON_ESSENTIAL: ConsentChoice = { analytics: false, marketing: false };

/** Cookie value, e.g. 'v1.analytics-1.marketing-0'. */
export function serializeConsent(choice: ConsentChoice): string {
  return `v1.analytics-${choice.analytics ? 1 : 0}.marketing-${choice.marketing ? 1 : 0}`;
}

/** A missing or unreadable cookie means no choice has been made yet (null). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = /^v1\.analytics-([01])\.marketing-([01])$/.exec(value?.trim() ?? "");
  if (!match) return null;
  return { analytics: match[1] === "1", marketing: match[2] === "1" };
}

export function allows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === "essential") return true;
  return choice?.[category] === true;
}

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * Whether code of this category may run now, for code outside React. False on the server and
 * before the visitor has chosen, so nothing non-essential runs before consent.
 */
export function hasConsent(category: ConsentCategory): boolean {
  return allows(readConsentCookie(), category);
}

/** The visitor's stored choice, or null (none yet, or on the server). */
export function readConsentCookie(): ConsentChoice | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/** `<html data-consent="chosen">` hides the banner by CSS, before the page's JavaScript runs. */
export function markConsentChosen(chosen: boolean): void {
  if (chosen) document.documentElement.dataset.consent = "chosen";
  else delete document.documentElement.dataset.consent;
}

/**
 * Run by the browser as it reads the page, before the banner is drawn: the banner is part of the
 * shared page (so a first visit paints it with everything else), and a visitor who has already
 * chosen must never see it flash. Matches the values `parseConsent` accepts.
 */
export const CONSENT_CHOSEN_SCRIPT = `/(?:^|; )${CONSENT_COOKIE}=v1\\.analytics-[01]\\.marketing-[01](?:;|$)/.test(document.cookie)&&(document.documentElement.dataset.consent="chosen")`;

export function writeConsentCookie(choice: ConsentChoice): void {
  markConsentChosen(true);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
