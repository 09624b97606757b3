/** What search engines may read (issue 14): the shop's public pages, never a member's or a tool's. */
export const PUBLIC_PAGES = [
  "/",
  "/collection",
  "/how-it-works",
  "/size-guide",
  "/delivery",
  "/care",
  "/gifting",
  "/about",
  "/contact",
  "/terms",
];

export const DISALLOWED_PATHS = [
  "/api/",
  "/account",
  "/checkout",
  "/sandbox/",
  "/warehouse-sim/",
  "/gifting/thank-you",
];

/** An absolute URL on the shop from its configured address. */
export function absoluteUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}
