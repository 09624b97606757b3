import { afterEach, describe, expect, it } from "vitest";
import { FIRST_PAINT_HINT_KEY, firstPaintHint } from "@/domain/member/first-paint-hint";
import { FIRST_PAINT_SCRIPT, keepFirstPaintHint } from "./first-paint";

// Issue 26: the inline script puts the stored hint on <html> before the header is drawn.
const html = document.documentElement;
const runScript = () => new Function(FIRST_PAINT_SCRIPT)();

afterEach(() => {
  window.localStorage.clear();
  for (const name of html.getAttributeNames())
    if (name.startsWith("data-hint")) html.removeAttribute(name);
  html.removeAttribute("style");
});

describe("FIRST_PAINT_SCRIPT", () => {
  it("applies a kept member's hint: flags as data-hint-*, texts as --hint-* CSS strings", () => {
    keepFirstPaintHint(
      firstPaintHint({ firstName: 'Amelia "Mia"' }, 10, {
        plan: "Subscription B",
        limit: 10,
        price: 45,
        paymentPriceId: "price_b",
      }),
    );
    runScript();
    expect(html.hasAttribute("data-hint-member")).toBe(true);
    expect(html.hasAttribute("data-hint-plan")).toBe(true);
    expect(html.hasAttribute("data-hint-full")).toBe(true);
    expect(html.hasAttribute("data-hint-left")).toBe(false);
    expect(html.style.getPropertyValue("--hint-greeting")).toBe('"Hi Amelia \\"Mia\\""');
    expect(html.style.getPropertyValue("--hint-wardrobe")).toBe('"10"');
  });

  it("does nothing for a guest (no hint), a forgotten hint, or one that is not JSON", () => {
    runScript();
    keepFirstPaintHint(null);
    runScript();
    window.localStorage.setItem(FIRST_PAINT_HINT_KEY, "{not json");
    runScript();
    window.localStorage.setItem(FIRST_PAINT_HINT_KEY, JSON.stringify({ "x onload": 1, ok: 2 }));
    runScript();
    expect(html.getAttributeNames().filter((name) => name.startsWith("data-hint"))).toEqual([]);
    expect(html.getAttribute("style")).toBeNull();
  });
});
