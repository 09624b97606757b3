import { describe, expect, it } from "vitest";
import { pageForm } from "./content-forms";
import {
  isNewPageAddress,
  newPageDocument,
  newPageInput,
  PAGE_UID_FORMAT_MESSAGE,
  PAGE_UID_RESERVED_MESSAGE,
} from "./new-page";

const uidErrors = (uid: unknown) => {
  const parsed = newPageInput.safeParse({ uid, title: "Our story" });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("an address the shop's page route serves from a content document", () => {
  it.each(["our-story", "faq", "spring-2027", "a".repeat(80)])("serves %j", (segment) => {
    expect(isNewPageAddress(segment)).toBe(true);
  });

  it.each([
    "home",
    "collection",
    "robots",
    "Our-Story",
    "our--story",
    "story-",
    "-story",
    "a",
    "a".repeat(81),
    "our story",
    "über",
    "favicon.ico",
    " our-story",
  ])("answers 404 for %j", (segment) => {
    expect(isNewPageAddress(segment)).toBe(false);
  });

  it("agrees with 'New page' on every address", () => {
    for (const uid of ["our-story", "home", "checkout", "x", "ab", "Ab", "a-b-c", "a_b"])
      expect(isNewPageAddress(uid), uid).toBe(uidErrors(uid).length === 0);
  });
});

describe("a new page's address", () => {
  it("takes lower-case words joined by single hyphens", () => {
    expect(newPageInput.parse({ uid: " our-story-2 ", title: " Our story " })).toEqual({
      uid: "our-story-2",
      title: "Our story",
    });
  });

  it.each(["Our-Story", "our story", "our--story", "-story", "story-", "über", "a", "a/b", ""])(
    "refuses %j",
    (uid) => {
      expect(uidErrors(uid).length).toBeGreaterThan(0);
    },
  );

  it("says how to write it", () => {
    expect(uidErrors("Our Story")).toContain(PAGE_UID_FORMAT_MESSAGE);
  });

  it("refuses the addresses of the shop's own screens, and the home page's", () => {
    expect(uidErrors("collection")).toEqual([PAGE_UID_RESERVED_MESSAGE]);
    expect(uidErrors("home")).toEqual([PAGE_UID_RESERVED_MESSAGE]);
  });

  it("needs a title, and nothing else may be sent", () => {
    expect(newPageInput.safeParse({ uid: "our-story", title: " " }).success).toBe(false);
    expect(newPageInput.safeParse({ uid: "our-story", title: "x", extra: 1 }).success).toBe(false);
  });
});

describe("a new page's draft", () => {
  it("is a page with its title and no sections, which the page form accepts", () => {
    const document = newPageDocument({ uid: "our-story", title: "Our story" });
    expect(document).toEqual({
      type: "page",
      uid: "our-story",
      data: { title: "Our story", slices: [] },
    });
    expect(pageForm.safeParse(document).success).toBe(true);
  });
});
