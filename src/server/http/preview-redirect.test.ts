import { describe, expect, it } from "vitest";
import { previewRedirectPath, refererPath } from "./preview-redirect";

describe("preview redirect target", () => {
  it("goes to the given page, adding the leading slash", () => {
    expect(previewRedirectPath("/about")).toBe("/about");
    expect(previewRedirectPath("about")).toBe("/about");
    expect(previewRedirectPath("how-it-works#faq")).toBe("/how-it-works#faq");
    expect(previewRedirectPath("/collection?size=3m")).toBe("/collection?size=3m");
  });

  it("goes home without a slug", () => {
    expect(previewRedirectPath(null)).toBe("/");
    expect(previewRedirectPath("  ")).toBe("/");
  });

  it("never leaves the site", () => {
    for (const slug of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "http:/evil.example",
      "/ evil",
    ]) {
      expect(previewRedirectPath(slug)).toBe("/");
    }
  });

  it("goes back to a referring page of this site only", () => {
    const hosts = ["127.0.0.1:3000", null, "shop.example"];
    expect(refererPath("http://127.0.0.1:3000/about?x=1", hosts)).toBe("/about?x=1");
    expect(refererPath("https://shop.example/terms", hosts)).toBe("/terms");
    expect(refererPath("https://evil.example/about", hosts)).toBe("/");
    expect(refererPath("http://127.0.0.1:3001/about", hosts)).toBe("/");
    expect(refererPath(null, hosts)).toBe("/");
  });
});
