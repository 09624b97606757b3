/**
 * The shop's security headers (issues 7 and 8). Pure, with no imports, so next.config.ts (every
 * answer, static files and prerendered pages included) and src/proxy.ts (its own refusals, and HSTS
 * when APP_URL is https) share one copy.
 *
 * Inline scripts: none runs without its hash. Pages are prerendered once and shared (issue 8), so no
 * per-request nonce can be in them; the web server (scripts/server.mjs, scripts/inline-scripts.mjs)
 * puts the sha256 of each inline script Next.js, React and the shop wrote into each HTML answer's
 * policy, and this base policy, on every other answer, allows scripts from our origin only.
 * `next dev` does not go through that server: there inline scripts (and eval) are allowed.
 * See docs/decisions/, "Inline scripts hashed by the server".
 */

export interface CspOptions {
  /** `next dev` needs eval for its error overlay, and inline scripts unhashed; production never does. */
  dev?: boolean;
  /** Only over https: on plain http it would send same-origin requests to a port nobody listens on. */
  https?: boolean;
}

export function contentSecurityPolicy({ dev = false, https = false }: CspOptions = {}): string {
  const script = dev ? [`'self'`, `'unsafe-inline'`, `'unsafe-eval'`] : [`'self'`];
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
