import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("turns & < > \" ' into character references, and only those", () => {
    expect(escapeHtml(`Tom & Jerry <b>"hi"</b> it's`)).toBe(
      "Tom &#38; Jerry &#60;b&#62;&#34;hi&#34;&#60;/b&#62; it&#39;s",
    );
    expect(escapeHtml("Plain words, £12 – é")).toBe("Plain words, £12 – é");
  });

  it("escapes an ampersand once, so a link's query survives as an attribute", () => {
    expect(escapeHtml("https://x.test/?a=1&b=2")).toBe("https://x.test/?a=1&#38;b=2");
    expect(escapeHtml("&amp;")).toBe("&#38;amp;");
  });
});
