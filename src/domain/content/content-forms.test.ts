import { describe, expect, it } from "vitest";
import {
  emptySlice,
  formErrors,
  moveEntry,
  pageForm,
  pagePath,
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
