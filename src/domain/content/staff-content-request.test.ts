import { describe, expect, it } from "vitest";
import { contentDocumentBody, contentDocumentParams } from "./staff-content-request";

describe("which content document a staff save names", () => {
  it("is the settings, the popups or a page, by its uid", () => {
    for (const type of ["settings", "popups", "page"])
      expect(contentDocumentParams.safeParse({ type, uid: "our-story" }).success).toBe(true);
    expect(contentDocumentParams.safeParse({ type: "product", uid: "x" }).success).toBe(false);
  });

  it("has a uid of 1 to 80 lower-case letters, digits and hyphens, not starting with a hyphen", () => {
    for (const uid of ["a", "9", "how-it-works", "a".repeat(80), "a--b"])
      expect(contentDocumentParams.safeParse({ type: "page", uid }).success).toBe(true);
    for (const uid of ["", "-a", "About", "a b", "a/b", "a".repeat(81), "a_b", "../x", "é"])
      expect(contentDocumentParams.safeParse({ type: "page", uid }).success).toBe(false);
  });
});

describe("a content document's body", () => {
  it("is a JSON object whose fields are kept as sent", () => {
    const body = { title: "About", slices: [{ x: 1 }], flag: true };
    expect(contentDocumentBody.parse(body)).toEqual(body);
    expect(contentDocumentBody.parse({})).toEqual({});
  });

  it("is refused with one message when it is not an object", () => {
    for (const body of [null, "text", 5, undefined]) {
      const result = contentDocumentBody.safeParse(body);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "The document must be a JSON object.",
      ]);
    }
  });

  it("refuses field names longer than 100 characters", () => {
    expect(contentDocumentBody.safeParse({ ["k".repeat(100)]: 1 }).success).toBe(true);
    expect(contentDocumentBody.safeParse({ ["k".repeat(101)]: 1 }).success).toBe(false);
  });
});
