/**
 * The shop's security headers (issue 7). Pure, with no imports, so next.config.ts (every static file
 * and fallback answer) and src/proxy.ts (every page, route and image, per request) share one copy.
 *
 * Inline scripts: Next.js writes its page data as inline `self.__next_f.push(…)` scripts whose text
 * differs on every render, so no hash can be known ahead (`experimental.sri` only hashes the
 * external chunk files). Next.js reads a nonce from the request's policy and puts it on every script
 * it writes, so the proxy makes one per request. No 'strict-dynamic': a Cache Components static
 * shell is prerendered without a request, so its chunk <script src> tags carry no nonce and must be
 * allowed as 'self'; its one inline script is React's constant timing snippet, allowed by hash.
 * See docs/decisions.md.
 */

/** React's inline snippet in prerendered shells (react-dom-server): constant for a React version. */
export const REACT_SHELL_SCRIPT = "requestAnimationFrame(function(){$RT=performance.now()});";
export const REACT_SHELL_SCRIPT_HASH = "sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=";

export interface CspOptions {
  /** The per-render nonce; without one no inline script runs at all. */
  nonce?: string;
  /** `next dev` needs eval for its error overlay; production never does. */
  dev?: boolean;
  /** Only over https: on plain http it would send same-origin requests to a port nobody listens on. */
  https?: boolean;
}

export function contentSecurityPolicy({
  nonce,
  dev = false,
  https = false,
}: CspOptions = {}): string {
  const script = [`'self'`, ...(nonce ? [`'nonce-${nonce}'`] : []), `'${REACT_SHELL_SCRIPT_HASH}'`];
  if (dev) script.push(`'unsafe-eval'`);
  const directives = [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    // Style sheets and <style> elements: ours or Next's (nonced). Style attributes (React's style={}
    // and next/image) cannot run script, so they stay allowed.
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
    `style-src-attr 'unsafe-inline'`,
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

/** A fresh nonce: 16 random bytes, base64 (the characters Next.js accepts in a CSP nonce). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Every security header for one answer. HSTS only when the shop's address is https. */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    "content-security-policy": contentSecurityPolicy(options),
    ...(options.https ? { "strict-transport-security": HSTS_VALUE } : {}),
  };
}
