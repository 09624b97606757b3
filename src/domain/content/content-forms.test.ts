import { describe, expect, it } from "vitest";
import {
  contentFormSchema,
  emptySlice,
  formErrors,
  moveEntry,
  pageForm,
  pagePath,
  popupsForm,
  SLICE_LABELS,
  SLICE_TYPES,
  settingsForm,
} from "./content-forms";

// The demo documents themselves pass: src/server/seed/content/content-forms-fit.test.ts.
const settings: Record<string, unknown> = {
  slices1: ["Shop now", "Login", "Wardrobe"].map((itemName) => ({ primary: { itemName } })),
  slices2: [{ primary: { path: { uid: "about" }, itemName: "About" } }],
  footerCopyrightText: "© Littlerobe",
  footerRightSideText: "",
  shareTitle: "Littlerobe",
  shareDescription: "",
  maintenancemode: false,
  contactEmail: "hello@littlerobe.test",
  deliveryTimes: "8am - 12pm",
  blockedDates: "24/12/2026",
  subscriptionOption: [{ option: "A", optionPrice: 25, optionLimit: 5, paymentId: "price_a" }],
  hiddenFilters: "",
  pauseNewMembers: false,
  postcodeList: "SW2",
  slices4: [],
};
const about = {
  type: "page",
  uid: "about",
  data: { title: "About us", slices: [{ slice_type: "newsletter" }] },
};

describe("the content forms' schemas", () => {
  it("accept a complete settings document and a page", () => {
    expect(formErrors(settingsForm, settings)).toBe(null);
    expect(formErrors(pageForm, about)).toBe(null);
  });

  it("name each wrong field by its path, with a message to show beside it", () => {
    const errors = formErrors(settingsForm, {
      ...settings,
      contactEmail: "not an address",
      blockedDates: "25/12/2026, Christmas",
      subscriptionOption: [
        { option: "", optionPrice: "cheap", optionLimit: 2.5, paymentId: "price_x" },
      ],
    });
    expect(errors).toEqual({
      contactEmail: "Enter an e-mail address",
      blockedDates: "Write dates as dd/mm/yyyy, separated by commas",
      "subscriptionOption.0.option": "The plan's name is required",
      "subscriptionOption.0.optionPrice": "Enter a price in pounds",
      "subscriptionOption.0.optionLimit": "Enter a whole number",
    });
  });

  it("take postcode areas and districts not served, or none, and refuse anything else", () => {
    for (const excludedPostcodes of ["ZE, kw15, BF1, EC1A, b", "", " ze ,", undefined])
      expect(formErrors(settingsForm, { ...settings, excludedPostcodes })).toBe(null);
    for (const excludedPostcodes of ["ZE1 0AA", "Shetland", "KW1-KW17", "123"])
      expect(formErrors(settingsForm, { ...settings, excludedPostcodes })).toEqual({
        excludedPostcodes: "Write postcode areas (ZE) or districts (KW15), separated by commas",
      });
  });

  it("accept prices and limits typed as text, as the document may hold them", () => {
    expect(
      formErrors(settingsForm, {
        ...settings,
        subscriptionOption: [
          { option: "A", optionPrice: "25.50", optionLimit: "5", paymentId: "price_a" },
        ],
      }),
    ).toBe(null);
  });

  it("check each section by its type", () => {
    const errors = formErrors(pageForm, {
      ...about,
      data: {
        ...about.data,
        title: " ",
        slices: [
          { slice_type: "text", title: "Empty", body: "" },
          { slice_type: "faq", title: "FAQ", items: [] },
        ],
      },
    });
    expect(errors).toEqual({
      "data.title": "The page title is required",
      "data.slices.0.body": "The text is required",
      "data.slices.1.items": "Add at least one question",
    });
  });

  it("a new section of any type has the fields its form shows", () => {
    for (const type of SLICE_TYPES) expect(emptySlice(type).slice_type).toBe(type);
    expect(emptySlice("steps")).toEqual({
      slice_type: "steps",
      title: "",
      items: [{ title: "", text: "" }],
    });
  });
});

describe("moveEntry", () => {
  it("swaps an entry with its neighbour and leaves the ends alone", () => {
    expect(moveEntry(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveEntry(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveEntry(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("pagePath", () => {
  it("is / for the home page and /{uid} for any other", () => {
    expect(pagePath({ type: "home", uid: "home" })).toBe("/");
    expect(pagePath({ type: "page", uid: "about" })).toBe("/about");
  });
});

describe("the settings form's rules", () => {
  const errorsWith = (change: Record<string, unknown>) =>
    formErrors(settingsForm, { ...settings, ...change });

  it("wants the contact e-mail; the messages address may be left empty", () => {
    expect(errorsWith({ contactEmail: "  " })).toEqual({
      contactEmail: "The contact e-mail is required",
    });
    expect(errorsWith({ contactMessagesEmail: "" })).toBe(null);
    expect(errorsWith({ contactMessagesEmail: "messages@littlerobe.test" })).toBe(null);
    expect(errorsWith({ contactMessagesEmail: "messages" })).toEqual({
      contactMessagesEmail: "Enter an e-mail address",
    });
  });

  it("takes blocked dates as dd/mm/yyyy with 1- or 2-digit day and month, commas between", () => {
    expect(errorsWith({ blockedDates: "" })).toBe(null);
    expect(errorsWith({ blockedDates: "1/1/2027, 24/12/2026,, " })).toBe(null);
    for (const blockedDates of [
      "2026-12-24",
      "24/12/26",
      "x24/12/2026",
      "24/12/2026x",
      "24.12.2026",
    ])
      expect(errorsWith({ blockedDates })).toEqual({
        blockedDates: "Write dates as dd/mm/yyyy, separated by commas",
      });
  });

  it("takes social links as full web addresses, or empty", () => {
    const withLink = (url: string) =>
      errorsWith({
        slices4: [
          {
            primary: { title: "", bodyText: "", socialBodyText: "", buttonText: "" },
            items: [{ socialLink: { url } }],
          },
        ],
      });
    expect(withLink("")).toBe(null);
    expect(withLink("https://social.example/littlerobe")).toBe(null);
    expect(withLink("http://social.example")).toBe(null);
    for (const url of ["social.example", "https://a b", "ftp://x", "https://", " xhttps://a"])
      expect(withLink(url)).toEqual({
        "slices4.0.items.0.socialLink.url": "Enter a full web address starting with https://",
      });
  });

  it("keeps one to ten subscription options, priced 0 to £10,000, of 1 to 100 garments", () => {
    const option = { option: "A", optionPrice: 25, optionLimit: 5, paymentId: "price_a" };
    expect(errorsWith({ subscriptionOption: [] })).toEqual({
      subscriptionOption: "Keep at least one subscription option",
    });
    expect(errorsWith({ subscriptionOption: Array.from({ length: 11 }, () => option) })).toEqual({
      subscriptionOption: "At most 10 subscription options",
    });
    expect(
      errorsWith({ subscriptionOption: [{ ...option, optionPrice: -1, optionLimit: 0 }] }),
    ).toEqual({
      "subscriptionOption.0.optionPrice": "The price cannot be below 0",
      "subscriptionOption.0.optionLimit": "At least 1 garment",
    });
    expect(
      errorsWith({ subscriptionOption: [{ ...option, optionPrice: 10_001, optionLimit: 101 }] }),
    ).toEqual({
      "subscriptionOption.0.optionPrice": "The price is too high",
      "subscriptionOption.0.optionLimit": "At most 100 garments",
    });
  });

  it("has exactly three header items", () => {
    expect(errorsWith({ slices1: [] })).toEqual({
      slices1: "The header menu has three items: shop, login and cart",
    });
  });

  it("answers a document that is not an object at the form's level", () => {
    expect(formErrors(settingsForm, null)).toEqual({ form: expect.any(String) });
  });

  it("gives each field its first message only", () => {
    expect(errorsWith({ contactEmail: "x".repeat(201) })).toEqual({
      contactEmail: "Maximum 200 characters",
    });
  });
});

describe("the popups form and the page sections", () => {
  it("each document type has its own form", () => {
    expect(contentFormSchema("settings")).toBe(settingsForm);
    expect(contentFormSchema("popups")).toBe(popupsForm);
    expect(contentFormSchema("page")).toBe(pageForm);
  });

  it("a text section wants more than blank text", () => {
    const errors = formErrors(pageForm, {
      ...about,
      data: { ...about.data, slices: [{ slice_type: "text", body: " \n " }] },
    });
    expect(errors).toEqual({ "data.slices.0.body": "The text is required" });
    expect(
      formErrors(pageForm, {
        ...about,
        data: { ...about.data, slices: [{ slice_type: "text", body: "Hello" }] },
      }),
    ).toBe(null);
  });

  it("a new section of each type is blank, ready for its form", () => {
    expect(emptySlice("hero")).toEqual({
      slice_type: "hero",
      title: "",
      text: "",
      buttonText: "",
      buttonLink: "",
    });
    expect(emptySlice("text")).toEqual({ slice_type: "text", title: "", body: "" });
    expect(emptySlice("faq")).toEqual({
      slice_type: "faq",
      title: "",
      items: [{ question: "", answer: "" }],
    });
    expect(emptySlice("image_text")).toEqual({
      slice_type: "image_text",
      title: "",
      body: "",
      image: { url: "", alt: "" },
      imageLeft: false,
    });
    expect(emptySlice("newsletter")).toEqual({ slice_type: "newsletter" });
  });

  it("a section type has a label staff read", () => {
    expect(SLICE_LABELS).toEqual({
      hero: "Hero banner",
      text: "Text",
      steps: "Steps",
      faq: "Questions and answers",
      image_text: "Image and text",
      newsletter: "Newsletter sign-up",
    });
  });
});

describe("moving a section or an item", () => {
  it("moves the first down and the last up, and never out of the list", () => {
    expect(moveEntry(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveEntry(["a", "b", "c"], -1, 1)).toEqual(["a", "b", "c"]);
    expect(moveEntry(["a", "b", "c"], 3, -1)).toEqual(["a", "b", "c"]);
    expect(moveEntry(["a"], 0, 1)).toEqual(["a"]);
  });

  it("gives a new list and leaves the old one as it was", () => {
    const list = ["a", "b"];
    expect(moveEntry(list, 0, 1)).toEqual(["b", "a"]);
    expect(list).toEqual(["a", "b"]);
    const unmoved = moveEntry(list, 0, -1);
    expect(unmoved).not.toBe(list);
  });
});

describe("a page's address", () => {
  it("is / for the document named home, whatever its type", () => {
    expect(pagePath({ type: "page", uid: "home" })).toBe("/");
    expect(pagePath({ type: "home", uid: "start" })).toBe("/");
  });
});
