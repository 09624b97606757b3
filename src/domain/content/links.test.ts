import { describe, expect, it } from "vitest";
import {
  DESKTOP_MIN_WIDTH,
  MOBILE_MAX_WIDTH,
  footerAction,
  normalizeLink,
  showsNewsletterBand,
} from "./links";

describe("link rule (spec 2.1)", () => {
  it("adds a leading slash to an internal link without one", () => {
    expect(normalizeLink("collection")).toBe("/collection");
    expect(normalizeLink("products/tiny-jumper")).toBe("/products/tiny-jumper");
  });

  it("leaves slashed and http links alone", () => {
    expect(normalizeLink("/about")).toBe("/about");
    expect(normalizeLink("https://example.com/page")).toBe("https://example.com/page");
    expect(normalizeLink("http://example.com")).toBe("http://example.com");
  });

  it("leaves e-mail, phone and in-page links alone", () => {
    expect(normalizeLink("mailto:hello@littlerobe.test")).toBe("mailto:hello@littlerobe.test");
    expect(normalizeLink("#faq")).toBe("#faq");
  });
});

describe("footer links (spec 2.5)", () => {
  const desktop = DESKTOP_MIN_WIDTH;
  const tablet = DESKTOP_MIN_WIDTH - 1;

  it("uses 800px as the desktop breakpoint and 460px as the mobile one", () => {
    expect(DESKTOP_MIN_WIDTH).toBe(800);
    expect(MOBILE_MAX_WIDTH).toBe(460);
  });

  it("maps uid 'home' to /", () => {
    expect(footerAction({ itemName: "Home", path: { uid: "home" } }, tablet)).toEqual({
      kind: "link",
      href: "/",
    });
    expect(footerAction({ itemName: "Home", path: { uid: "home" } }, desktop)).toEqual({
      kind: "link",
      href: "/",
    });
  });

  it("maps the items named About and Contact to their routes", () => {
    expect(footerAction({ itemName: "About", path: { uid: "about-us" } }, tablet)).toEqual({
      kind: "link",
      href: "/about",
    });
    expect(
      footerAction({ itemName: "Contact", path: { url: "https://x.test/c" } }, desktop),
    ).toEqual({
      kind: "link",
      href: "/contact",
    });
  });

  it("reopens the consent preferences for a cookie-policy url", () => {
    const item = {
      itemName: "Cookies",
      path: { uid: "cookies", url: "https://x.test/cookie-policy" },
    };
    expect(footerAction(item, desktop)).toEqual({ kind: "consent" });
    expect(footerAction(item, 375)).toEqual({ kind: "consent" });
  });

  it("prefers the url on desktop and the uid below 800px", () => {
    const item = { itemName: "Terms", path: { uid: "terms", url: "https://docs.test/terms" } };
    expect(footerAction(item, desktop)).toEqual({ kind: "link", href: "https://docs.test/terms" });
    expect(footerAction(item, tablet)).toEqual({ kind: "link", href: "/terms" });
  });

  it("falls back to whichever path exists", () => {
    expect(footerAction({ itemName: "Gifts", path: { url: "gifting" } }, tablet)).toEqual({
      kind: "link",
      href: "/gifting",
    });
    expect(footerAction({ itemName: "Terms", path: { uid: "terms" } }, desktop)).toEqual({
      kind: "link",
      href: "/terms",
    });
    expect(footerAction({ itemName: "Nothing", path: {} }, desktop)).toBeNull();
  });
});

describe("newsletter band (spec 2.7)", () => {
  it("is hidden on the home page and on how-it-works only", () => {
    expect(showsNewsletterBand({ type: "home", uid: "home" })).toBe(false);
    expect(showsNewsletterBand({ type: "page", uid: "how-it-works" })).toBe(false);
    expect(showsNewsletterBand({ type: "page", uid: "about" })).toBe(true);
  });
});
