/** Link rules of spec sections 2.1, 2.5 and 2.7. */
import type { LinkPath, PageDocument } from "./documents";

/** Desktop layout from this viewport width up (spec section 9). */
export const DESKTOP_MIN_WIDTH = 800;
/** Mobile layout up to this viewport width (spec section 9). */
export const MOBILE_MAX_WIDTH = 460;

export function isDesktopWidth(viewportWidth: number): boolean {
  return viewportWidth >= DESKTOP_MIN_WIDTH;
}

/**
 * An internal link with no leading slash and no 'http' gets a leading '/'.
 * mailto:, tel: and in-page '#' links are not internal paths and are left alone.
 */
export function normalizeLink(href: string): string {
  const value = href.trim();
  if (value.startsWith("/") || value.includes("http")) return value;
  if (/^(mailto|tel):/i.test(value) || value.startsWith("#")) return value;
  return `/${value}`;
}

export type FooterAction = { kind: "link"; href: string } | { kind: "consent" };

export interface FooterLinkItem {
  itemName: string;
  path: LinkPath;
}

const NAMED_ROUTES: Record<string, string> = { About: "/about", Contact: "/contact" };

function uidHref(uid: string): string {
  return uid === "home" ? "/" : normalizeLink(uid);
}

/**
 * What a footer item does. A cookie-policy url reopens the consent preferences; the items
 * named 'About' and 'Contact' go to their routes; desktop prefers the url, smaller screens the
 * uid. An item with neither gives null and is not shown.
 */
export function footerAction(item: FooterLinkItem, viewportWidth: number): FooterAction | null {
  const uid = item.path.uid?.trim() || undefined;
  const url = item.path.url?.trim() || undefined;
  if (url?.includes("cookie-policy")) return { kind: "consent" };
  const named = NAMED_ROUTES[item.itemName.trim()];
  if (named) return { kind: "link", href: named };
  const fromUid = uid === undefined ? undefined : uidHref(uid);
  const fromUrl = url === undefined ? undefined : normalizeLink(url);
  const href = isDesktopWidth(viewportWidth) ? (fromUrl ?? fromUid) : (fromUid ?? fromUrl);
  return href === undefined ? null : { kind: "link", href };
}

/** The newsletter band is hidden on the home page and on how-it-works. */
export function showsNewsletterBand(page: Pick<PageDocument, "type" | "uid">): boolean {
  return page.type !== "home" && page.uid !== "how-it-works";
}
