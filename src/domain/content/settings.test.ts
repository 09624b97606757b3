import { describe, expect, it } from "vitest";
import type { PageDocument, PopupsDocument, SettingsDocument } from "./documents";
import {
  BUILT_IN_HIDDEN_SIZE_LABELS,
  findPopup,
  isHiddenFilter,
  maintenanceMessage,
  pageMetadata,
  parsePopups,
  parseSettings,
  parseUkDate,
} from "./settings";

const document: SettingsDocument = {
  slices1: [
    { primary: { itemName: "shop now" } },
    { primary: { itemName: "log in" } },
    { primary: { itemName: "bag" } },
  ],
  slices2: [
    { primary: { itemName: "Home", path: { uid: "home" } } },
    { primary: { itemName: "Cookies", path: { url: "https://example.com/cookie-policy" } } },
  ],
  footerCopyrightText: "© Littlerobe 2024",
  footerRightSideText: "Made in London",
  shareTitle: "Littlerobe",
  shareImage: { url: "https://cdn.example.com/share.png" },
  shareDescription: "Rent baby clothes",
  maintenancemode: false,
  contactEmail: "hello@littlerobe.test",
  deliveryTimes: "9am - 12pm, 12pm - 3pm,, 3pm - 6pm ,",
  blockedDates: "25/12/2024, 26/12/2024, 31/02/2024, 1/1/2025, tomorrow",
  subscriptionOption: [
    { option: "Subscription A", optionPrice: "25", optionLimit: "5", paymentId: "price_a" },
    { option: "Subscription B", optionPrice: 40.5, optionLimit: 10, paymentId: "price_b" },
    { option: "Subscription C", optionPrice: "lots", optionLimit: "15", paymentId: "price_c" },
  ],
  hiddenFilters: " Newborn, PREMATURE ,,",
  pauseNewMembers: true,
  postcodeList: "SW1, e1 , N 16,",
  popupImage: { url: "https://cdn.example.com/popup.png", alt: "Baby" },
  slices4: [
    {
      primary: {
        title: "Join us",
        bodyText: "News and offers",
        socialBodyText: "Follow us",
        buttonText: "Sign up",
      },
      items: [
        { socialLink: { url: "https://social.example/littlerobe" } },
        { socialLink: { url: "https://photos.example/littlerobe" } },
        { socialLink: { url: "https://video.example/littlerobe" } },
      ],
    },
  ],
};

describe("parseSettings", () => {
  const settings = parseSettings(document);

  it("takes the header labels shop, login and cart from slices1 in that order", () => {
    expect(settings.headerMenu).toEqual({ shop: "shop now", login: "log in", cart: "bag" });
  });

  it("keeps footer items, copyright and share metadata", () => {
    expect(settings.footerItems).toEqual([
      { itemName: "Home", path: { uid: "home" } },
      { itemName: "Cookies", path: { url: "https://example.com/cookie-policy" } },
    ]);
    expect(settings.copyright).toBe("© Littlerobe 2024");
    expect(settings.share).toEqual({
      title: "Littlerobe",
      description: "Rent baby clothes",
      image: { url: "https://cdn.example.com/share.png" },
    });
    expect(settings.maintenancemode).toBe(false);
    expect(settings.pauseNewMembers).toBe(true);
    expect(settings.contactEmail).toBe("hello@littlerobe.test");
  });

  it("splits delivery times into a trimmed list without empties", () => {
    expect(settings.deliveryTimes).toEqual(["9am - 12pm", "12pm - 3pm", "3pm - 6pm"]);
  });

  it("turns each blocked dd/mm/yyyy date into a single-day range and ignores invalid dates", () => {
    expect(settings.blockedDates).toEqual([
      { from: "2024-12-25", to: "2024-12-25" },
      { from: "2024-12-26", to: "2024-12-26" },
      { from: "2025-01-01", to: "2025-01-01" },
    ]);
  });

  it("maps subscription options to plan, limit, price and price id, dropping unusable ones", () => {
    expect(settings.subscriptionOptions).toEqual([
      { plan: "Subscription A", limit: 5, price: 25, paymentPriceId: "price_a" },
      { plan: "Subscription B", limit: 10, price: 40.5, paymentPriceId: "price_b" },
    ]);
  });

  it("combines lowercased hidden filters with the built-in size labels", () => {
    expect(settings.hiddenFilters).toEqual(
      expect.arrayContaining(["newborn", "premature", "56/62 (0-3m)", "extra large", "27"]),
    );
    expect(settings.hiddenFilters).not.toContain("");
    expect(isHiddenFilter("Newborn", settings.hiddenFilters)).toBe(true);
    expect(isHiddenFilter("Small", settings.hiddenFilters)).toBe(true);
    expect(isHiddenFilter("0-3m", settings.hiddenFilters)).toBe(false);
  });

  it("lowercases served postcodes and removes spaces", () => {
    expect(settings.postcodeList).toEqual(["sw1", "e1", "n16"]);
  });

  it("reads the postcodes not served like the served ones; none when the field is missing", () => {
    expect(parseSettings({ excludedPostcodes: "ZE, kw 15 , BF1," }).excludedPostcodes).toEqual([
      "ze",
      "kw15",
      "bf1",
    ]);
    expect(settings.excludedPostcodes).toEqual([]);
  });

  it("reads the newsletter block and its social links", () => {
    expect(settings.popupImage).toEqual({ url: "https://cdn.example.com/popup.png", alt: "Baby" });
    expect(settings.newsletter).toEqual({
      title: "Join us",
      bodyText: "News and offers",
      socialBodyText: "Follow us",
      buttonText: "Sign up",
      social: {
        socialNetwork: "https://social.example/littlerobe",
        photoSharing: "https://photos.example/littlerobe",
        shortVideo: "https://video.example/littlerobe",
      },
    });
  });

  it("tolerates a missing or malformed document", () => {
    const empty = parseSettings({
      maintenancemode: "yes",
      deliveryTimes: 42,
      subscriptionOption: [{ option: 1 }],
    });
    expect(empty.maintenancemode).toBe(false);
    expect(empty.deliveryTimes).toEqual([]);
    expect(empty.subscriptionOptions).toEqual([]);
    expect(empty.headerMenu).toEqual({ shop: "shop now", login: "login", cart: "cart" });
    expect(empty.hiddenFilters).toEqual([...BUILT_IN_HIDDEN_SIZE_LABELS]);
    expect(parseSettings(undefined).footerItems).toEqual([]);
  });
});

describe("built-in hidden size labels (spec 9)", () => {
  it("contains the spec's labels, with 19 to 27 as individual labels", () => {
    // prettier-ignore
    expect(BUILT_IN_HIDDEN_SIZE_LABELS).toEqual([
      "56/62 (0-3m)", "1m", "3m", "6m", "2m", "m", "4m", "9m", "12m", "1y", "12-18m", "18m-24m", "18m", "24m", "18-24m", "1.5y", "2y", "36m",
      "62/68 (3-6m)", "62/68-(3-6m)", "68/74 (6-9m)", "74/80 (9-12m)", "80/86 (12-18m)", "86/92 (18-24m)",
      "small", "medium", "xs", "large", "2", "4", "6", "s", "2-4y", "92/98 (2-3y)", "3y", "extra large", "48m", "2-6y", "6-10y", "9m-4y", "3", "4y", "6y", "98/104 (3-4y)",
      "19", "20", "21", "22", "23", "24", "25", "26", "27",
    ]);
  });
});

describe("parseUkDate", () => {
  it("reads day first", () => {
    expect(parseUkDate("03/04/2024")).toBe("2024-04-03");
    expect(parseUkDate("29/02/2024")).toBe("2024-02-29");
    expect(parseUkDate("29/02/2023")).toBeUndefined();
    expect(parseUkDate("2024-04-03")).toBeUndefined();
  });
});

describe("popups", () => {
  const popups: PopupsDocument = {
    popups: [
      {
        popupName: "regularNewsletter",
        title: "Stay in touch",
        bodyText: "News",
        buttonText: "Subscribe",
        image: { url: "/a.png" },
      },
      {
        popupName: "customNewsletter",
        title: "Join the waitlist",
        bodyText: "Soon",
        buttonText: "Join",
        image: { url: "/b.png" },
      },
    ],
  };

  it("finds a popup by its name", () => {
    expect(findPopup(popups, "customNewsletter")?.title).toBe("Join the waitlist");
    expect(findPopup(popups, "regularNewsletter")?.buttonText).toBe("Subscribe");
    expect(findPopup({ popups: [] }, "regularNewsletter")).toBeUndefined();
  });

  it("drops entries with an unknown name", () => {
    expect(
      parsePopups({ popups: [{ popupName: "other", title: "x" }, ...popups.popups] }),
    ).toHaveLength(2);
    expect(parsePopups(null)).toEqual([]);
  });
});

describe("page metadata (spec 2.9)", () => {
  const settings = parseSettings(document);
  const page = (data: Partial<PageDocument["data"]>): PageDocument => ({
    type: "page",
    uid: "about",
    data: { title: "About", slices: [], ...data },
  });

  it("uses the page's share fields", () => {
    expect(
      pageMetadata(
        page({
          shareTitle: "About us",
          shareDescription: "Who we are",
          shareImage: { url: "/about.png" },
        }),
        settings,
      ),
    ).toEqual({
      title: "About us",
      description: "Who we are",
      image: "/about.png",
      type: "website",
    });
  });

  it("falls back to the settings' share fields", () => {
    expect(pageMetadata(page({}), settings)).toEqual({
      title: "Littlerobe",
      description: "Rent baby clothes",
      image: "https://cdn.example.com/share.png",
      type: "website",
    });
    expect(pageMetadata(undefined, settings).title).toBe("Littlerobe");
    expect(pageMetadata(page({ shareTitle: " " }), settings).title).toBe("Littlerobe");
  });
});

describe("maintenance message (spec 2.2)", () => {
  it("names the contact address", () => {
    expect(maintenanceMessage("hello@littlerobe.test")).toBe(
      "Our website is currently down for maintenance work. For any urgent queries, please get in touch via hello@littlerobe.test",
    );
  });
});
