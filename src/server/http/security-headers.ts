/**
 * The shop's security headers (issues 7 and 8). Pure, with no imports, so next.config.ts (every
 * answer, static files and prerendered pages included) and src/proxy.ts (its own refusals, and HSTS
 * when APP_URL is https) share one copy.
 *
 * Inline scripts: Next.js writes its page data as inline `self.__next_f.push(…)` scripts. Pages are
 * prerendered once and served to every visitor (issue 8), so no per-request nonce can be in them
 * (Next.js: nonces need every page rendered per request) and their text changes whenever a page is
 * re-rendered after a write, so no hash can be known ahead. Inline scripts are therefore allowed,
 * as the framework documents for static pages; what keeps injection out is that React escapes every
 * text, the shop renders no HTML from data (lint forbids dangerouslySetInnerHTML), no eval, scripts
 * only from our origin, and nothing can be sent anywhere but our origin. See docs/decisions.md.
 */

export interface CspOptions {
  /** `next dev` needs eval for its error overlay; production never does. */
  dev?: boolean;
  /** Only over https: on plain http it would send same-origin requests to a port nobody listens on. */
  https?: boolean;
}

export function contentSecurityPolicy({ dev = false, https = false }: CspOptions = {}): string {
  const script = [`'self'`, `'unsafe-inline'`];
  if (dev) script.push(`'unsafe-eval'`);
  const directives = [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    // Style sheets and Next's <style> elements; style attributes (React's style={}) cannot run script.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Features no page of the shop uses are switched off for it and for any frame. `payment` stays
 * with our own origin: the checkout issue adds its card provider's origin when it embeds one.
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=(self)",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/** Two years, the preload list's minimum; subdomains are not ours to speak for. */
export const HSTS_VALUE = "max-age=63072000";

/** The headers that are the same on every answer, whatever its kind. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
};

/** Every security header for one answer. HSTS only when the shop's address is https. */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    "content-security-policy": contentSecurityPolicy(options),
    ...(options.https ? { "strict-transport-security": HSTS_VALUE } : {}),
  };
}
