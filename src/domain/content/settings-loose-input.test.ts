import { describe, expect, it } from "vitest";
import type { PageDocument } from "./documents";
import { isHiddenFilter, pageMetadata, parsePopups, parseSettings, parseUkDate } from "./settings";

// What an editor may have written loosely in the content documents (blank fields, odd spellings,
// dd/mm/yyyy dates, missing keys): the shop still reads a sensible setting. The well-formed
// documents are in settings.test.ts.

describe("settings an editor may have written loosely", () => {
  it("uses the default header label for a blank or missing menu item", () => {
    const settings = parseSettings({
      slices1: [{ primary: { itemName: "" } }, { primary: { itemName: "sign in" } }],
    });
    expect(settings.headerMenu).toEqual({ shop: "shop now", login: "sign in", cart: "cart" });
  });

  it("sends contact messages to the contact e-mail unless a messages address is set", () => {
    expect(parseSettings({ contactEmail: " hello@x.test " }).contactMessagesEmail).toBe(
      "hello@x.test",
    );
    expect(
      parseSettings({ contactEmail: "hello@x.test", contactMessagesEmail: " inbox@x.test " })
        .contactMessagesEmail,
    ).toBe("inbox@x.test");
    expect(
      parseSettings({ contactEmail: "hello@x.test", contactMessagesEmail: "   " })
        .contactMessagesEmail,
    ).toBe("hello@x.test");
    expect(parseSettings({ contactEmail: " hello@x.test " }).contactEmail).toBe("hello@x.test");
  });

  it("keeps a subscription option only with a whole limit of 1 or more and a price of 0 or more", () => {
    const option = (optionLimit: number | string, optionPrice: number | string) => ({
      option: " Plan ",
      optionPrice,
      optionLimit,
      paymentId: " price_p ",
    });
    const kept = (optionLimit: number | string, optionPrice: number | string) =>
      parseSettings({ subscriptionOption: [option(optionLimit, optionPrice)] }).subscriptionOptions;
    expect(kept(1, 0)).toEqual([{ plan: "Plan", limit: 1, price: 0, paymentPriceId: "price_p" }]);
    expect(kept(" 3 ", " 9.5 ")).toEqual([
      { plan: "Plan", limit: 3, price: 9.5, paymentPriceId: "price_p" },
    ]);
    for (const [limit, price] of [
      [0, 10],
      [1.5, 10],
      ["", 10],
      ["  ", 10],
      [-2, 10],
      [2, -0.01],
      [2, ""],
      [2, "  "],
      [2, "Infinity"],
      [2, Number.POSITIVE_INFINITY],
    ] as const)
      expect(kept(limit, price)).toEqual([]);
  });

  it("keeps an option without a payment id, with an empty one", () => {
    expect(
      parseSettings({ subscriptionOption: [{ option: "A", optionPrice: 5, optionLimit: 2 }] })
        .subscriptionOptions,
    ).toEqual([{ plan: "A", limit: 2, price: 5, paymentPriceId: "" }]);
  });

  it("drops a malformed footer item and keeps the rest; a malformed path becomes empty", () => {
    const settings = parseSettings({
      slices2: [
        "nonsense",
        { primary: { itemName: "FAQ", path: "faq" } },
        { primary: { itemName: "Terms", path: { uid: 5, url: "https://x.test/terms" } } },
      ],
    });
    expect(settings.footerItems).toEqual([
      { itemName: "FAQ", path: {} },
      { itemName: "Terms", path: { url: "https://x.test/terms" } },
    ]);
  });

  it("leaves the newsletter block empty when there is none, and a blank social link out", () => {
    expect(parseSettings({}).newsletter).toEqual({
      title: "",
      bodyText: "",
      socialBodyText: "",
      buttonText: "",
      social: { socialNetwork: undefined, photoSharing: undefined, shortVideo: undefined },
    });
    const settings = parseSettings({
      slices4: [
        {
          primary: "broken",
          items: [{ socialLink: { url: "" } }, { socialLink: { url: "https://p.test" } }],
        },
      ],
    });
    expect(settings.newsletter).toEqual({
      title: "",
      bodyText: "",
      socialBodyText: "",
      buttonText: "",
      social: { socialNetwork: undefined, photoSharing: "https://p.test", shortVideo: undefined },
    });
  });

  it("drops an image without a url and keeps one with a broken alt text", () => {
    expect(parseSettings({ shareImage: { alt: "x" } }).share.image).toBeUndefined();
    expect(parseSettings({ popupImage: { url: "/p.png", alt: 5 } }).popupImage).toEqual({
      url: "/p.png",
    });
  });

  it("reads true switches as on and anything else as off", () => {
    const on = parseSettings({ maintenancemode: true, pauseNewMembers: true });
    expect([on.maintenancemode, on.pauseNewMembers]).toEqual([true, true]);
    const off = parseSettings({ maintenancemode: "true", pauseNewMembers: 1 });
    expect([off.maintenancemode, off.pauseNewMembers]).toEqual([false, false]);
  });

  it("keeps each hidden label once, and compares labels trimmed and in any case", () => {
    const settings = parseSettings({ hiddenFilters: "Newborn, newborn, SMALL" });
    expect(settings.hiddenFilters.filter((label) => label === "newborn")).toHaveLength(1);
    expect(settings.hiddenFilters.filter((label) => label === "small")).toHaveLength(1);
    expect(isHiddenFilter("  NEWBORN ", settings.hiddenFilters)).toBe(true);
  });

  it("removes every kind of space inside a served postcode", () => {
    expect(parseSettings({ postcodeList: "SW 1A\t2, E  1" }).postcodeList).toEqual(["sw1a2", "e1"]);
  });

  it("reads nothing from a document that is not an object", () => {
    for (const raw of [null, "settings", 42]) {
      const settings = parseSettings(raw);
      expect(settings.contactEmail).toBe("");
      expect(settings.headerMenu).toEqual({ shop: "shop now", login: "login", cart: "cart" });
    }
  });
});

describe("blocked dates written dd/mm/yyyy", () => {
  it("take 1- or 2-digit days and months, with spaces around", () => {
    expect(parseUkDate(" 1/2/2027 ")).toBe("2027-02-01");
    expect(parseUkDate("31/12/2026")).toBe("2026-12-31");
  });

  it("are refused when the day or month does not exist or the form is wrong", () => {
    for (const value of [
      "0/1/2027",
      "32/1/2027",
      "1/0/2027",
      "1/13/2027",
      "31/04/2027",
      "123/1/2027",
      "1/123/2027",
      "1/1/27",
      "1/1/20277",
      "x1/1/2027",
      "1/1/2027x",
      "1-1-2027",
    ])
      expect(parseUkDate(value), value).toBeUndefined();
  });

  it("each become a one-day range; unreadable entries are left out", () => {
    expect(parseSettings({ blockedDates: "bad, 2/3/2027" }).blockedDates).toEqual([
      { from: "2027-03-02", to: "2027-03-02" },
    ]);
  });
});

describe("popups an editor may have written loosely", () => {
  it("keep a popup whose texts are broken, with empty texts", () => {
    expect(parsePopups({ popups: [{ popupName: "customNewsletter", title: 5 }] })).toEqual([
      { popupName: "customNewsletter", title: "", bodyText: "", buttonText: "", image: undefined },
    ]);
  });

  it("are none when the list is not a list", () => {
    expect(parsePopups({ popups: "x" })).toEqual([]);
    expect(parsePopups({})).toEqual([]);
  });
});

describe("page metadata falling back field by field", () => {
  const settings = { share: { title: "Shop", description: "Rent", image: { url: "/s.png" } } };
  const page = (data: Partial<PageDocument["data"]>): Pick<PageDocument, "data"> => ({
    data: { title: "About", slices: [], ...data },
  });

  it("uses the settings' value for each blank page value", () => {
    expect(
      pageMetadata(
        page({ shareTitle: "About", shareDescription: "  ", shareImage: { url: " " } }),
        settings,
      ),
    ).toEqual({ title: "About", description: "Rent", image: "/s.png", type: "website" });
  });

  it("has no image when neither the page nor the settings has one", () => {
    const metadata = pageMetadata(page({}), { share: { title: "Shop", description: "Rent" } });
    expect(metadata).toEqual({ title: "Shop", description: "Rent", type: "website" });
    expect("image" in metadata).toBe(false);
    expect(
      pageMetadata(page({}), { share: { title: "", description: "", image: { url: "" } } }),
    ).toEqual({ title: "", description: "", type: "website" });
  });
});
