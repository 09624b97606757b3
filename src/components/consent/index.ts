export { CONSENT_COOKIE, hasConsent, type ConsentCategory, type ConsentChoice } from "./consent";
export { ConsentProvider, useConsent } from "./consent-provider";
