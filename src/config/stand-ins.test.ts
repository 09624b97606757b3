import { describe, expect, it } from "vitest";
import { showsDemoNotice, standInRefusal, standInSettings } from "./stand-ins.mjs";

const PUBLIC = { APP_URL: "https://shop.example" };

/** Every real service configured: the shop a public address may run. */
const REAL = {
  ...PUBLIC,
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  WAREHOUSE_URL: "https://api.partner.example/v1",
  WAREHOUSE_API_KEY: "partner-key",
  SMTP_URL: "smtp://user:pass@mail.example:587",
  MAILING_LIST_PROVIDER: "mailchimp",
  MAILCHIMP_API_KEY: "key-us21",
  MAILCHIMP_LIST_NEWSLETTER: "n1",
  MAILCHIMP_LIST_WAITLIST: "w1",
  MAILCHIMP_LIST_SUBSCRIBER: "s1",
  ROYAL_MAIL_CLICK_DROP_API_KEY: "click-drop-key",
  RETURN_ADDRESS: "Littlerobe Returns|1 High St|Leeds|LS1 4AP",
};

const ALL_MISSING = [
  "PAYMENT_PROVIDER=stripe",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "WAREHOUSE_URL",
  "WAREHOUSE_API_KEY",
  "SMTP_URL",
  "MAILING_LIST_PROVIDER=mailchimp",
  "MAILCHIMP_API_KEY",
  "MAILCHIMP_LIST_NEWSLETTER",
  "MAILCHIMP_LIST_WAITLIST",
  "MAILCHIMP_LIST_SUBSCRIBER",
  "ROYAL_MAIL_CLICK_DROP_API_KEY",
  "RETURN_ADDRESS",
];

describe("a public shop on stand-ins", () => {
  it("refuses with every missing setting in one line", () => {
    expect(standInRefusal(PUBLIC)).toBe(
      `Refusing to start https://shop.example on stand-ins: set ${ALL_MISSING.join(", ")}; or set DEMO_SHOP=true for a demo shop.`,
    );
  });

  it("starts with every real service configured", () => {
    expect(standInSettings(REAL)).toEqual({ missing: [], notReal: [] });
    expect(standInRefusal(REAL)).toBeNull();
  });

  it.each([
    ["the payment sandbox", { PAYMENT_PROVIDER: "local" }, "PAYMENT_PROVIDER=stripe"],
    ["Stripe without its key", { STRIPE_SECRET_KEY: undefined }, "STRIPE_SECRET_KEY"],
    ["Stripe without its webhook secret", { STRIPE_WEBHOOK_SECRET: " " }, "STRIPE_WEBHOOK_SECRET"],
    ["the simulated warehouse", { WAREHOUSE_URL: undefined }, "WAREHOUSE_URL"],
    ["the partner without its key", { WAREHOUSE_API_KEY: "" }, "WAREHOUSE_API_KEY"],
    ["the outbox that sends nothing", { SMTP_URL: undefined }, "SMTP_URL"],
    [
      "the local mailing lists",
      { MAILING_LIST_PROVIDER: "local" },
      "MAILING_LIST_PROVIDER=mailchimp",
    ],
    ["Mailchimp without its key", { MAILCHIMP_API_KEY: undefined }, "MAILCHIMP_API_KEY"],
    ["no newsletter list", { MAILCHIMP_LIST_NEWSLETTER: undefined }, "MAILCHIMP_LIST_NEWSLETTER"],
    ["no waitlist", { MAILCHIMP_LIST_WAITLIST: undefined }, "MAILCHIMP_LIST_WAITLIST"],
    ["no subscriber list", { MAILCHIMP_LIST_SUBSCRIBER: undefined }, "MAILCHIMP_LIST_SUBSCRIBER"],
    [
      "the local postal carrier",
      { ROYAL_MAIL_CLICK_DROP_API_KEY: undefined },
      "ROYAL_MAIL_CLICK_DROP_API_KEY",
    ],
    ["the demo shop's returns address", { RETURN_ADDRESS: " " }, "RETURN_ADDRESS"],
  ])("names what %s lacks, and only that", (_, change, setting) => {
    expect(standInSettings({ ...REAL, ...change })).toEqual({ missing: [setting], notReal: [] });
    expect(standInRefusal({ ...REAL, ...change })).toBe(
      `Refusing to start https://shop.example on stand-ins: set ${setting}; or set DEMO_SHOP=true for a demo shop.`,
    );
  });

  it.each([
    ["STRIPE_API_BASE_URL", "http://127.0.0.1:12111"],
    ["WAREHOUSE_URL", "http://localhost:4010/v1"],
    ["MAILCHIMP_BASE_URL", "http://[::1]:4011/3.0"],
    ["MAILCHIMP_BASE_URL", "http://api.localhost/3.0"],
    ["WAREHOUSE_URL", "http://0.0.0.0:4010"],
    ["WAREHOUSE_URL", "http://127.255.0.9:4010"],
    ["ROYAL_MAIL_CLICK_DROP_BASE_URL", "http://127.0.0.1:4012/api/v1"],
  ])("refuses a real adapter whose %s is this machine (%s)", (setting, url) => {
    expect(standInSettings({ ...REAL, [setting]: url })).toEqual({
      missing: [],
      notReal: [`${setting} (this machine)`],
    });
    expect(standInRefusal({ ...REAL, [setting]: url })).toBe(
      `Refusing to start https://shop.example on stand-ins: replace ${setting} (this machine); or set DEMO_SHOP=true for a demo shop.`,
    );
  });

  it("takes a provider's own address, and a mail relay on this machine", () => {
    const real = {
      ...REAL,
      STRIPE_API_BASE_URL: "https://api.stripe.com",
      MAILCHIMP_BASE_URL: "https://us21.api.mailchimp.com/3.0",
      WAREHOUSE_URL: "https://127.partner.example/v1",
      SMTP_URL: "smtp://127.0.0.1:25",
    };
    expect(standInRefusal(real)).toBeNull();
    expect(standInRefusal({ ...REAL, WAREHOUSE_URL: "not a url" })).toBeNull();
  });

  it("refuses Stripe's test mode, which declines every real card", () => {
    for (const key of ["sk_test_abc", "rk_test_abc"])
      expect(standInSettings({ ...REAL, STRIPE_SECRET_KEY: key }).notReal).toEqual([
        "STRIPE_SECRET_KEY (a test key)",
      ]);
    expect(standInRefusal({ ...REAL, STRIPE_SECRET_KEY: "rk_live_abc" })).toBeNull();
  });

  it("puts what to set before what to replace", () => {
    expect(
      standInRefusal({ ...REAL, SMTP_URL: undefined, STRIPE_API_BASE_URL: "http://localhost:1" }),
    ).toBe(
      "Refusing to start https://shop.example on stand-ins: set SMTP_URL; replace STRIPE_API_BASE_URL (this machine); or set DEMO_SHOP=true for a demo shop.",
    );
  });

  it("starts as a demo shop with DEMO_SHOP=true (or 1)", () => {
    expect(standInRefusal({ ...PUBLIC, DEMO_SHOP: "true" })).toBeNull();
    expect(standInRefusal({ ...PUBLIC, DEMO_SHOP: "1" })).toBeNull();
    expect(standInRefusal({ ...PUBLIC, DEMO_SHOP: "false" })).not.toBeNull();
    expect(standInRefusal({ ...PUBLIC, DEMO_SHOP: "yes" })).not.toBeNull();
  });
});

describe("a shop over http", () => {
  it("starts on stand-ins: a fresh clone is the demo shop", () => {
    expect(standInRefusal({})).toBeNull();
    expect(standInRefusal({ APP_URL: "http://localhost:3000" })).toBeNull();
    expect(standInRefusal({ APP_URL: "http://shop.example" })).toBeNull();
  });

  it("reads the scheme of the address, in any case and with spaces around it", () => {
    expect(standInRefusal({ APP_URL: " HTTPS://Shop.Example " })).toMatch(
      /^Refusing to start HTTPS:\/\/Shop.Example on stand-ins: set PAYMENT_PROVIDER=stripe, /,
    );
    expect(standInRefusal({ APP_URL: "https-not-a-url" })).toBeNull();
  });
});

describe("the demo notice", () => {
  it("shows on the payment sandbox, whatever the address", () => {
    expect(showsDemoNotice({})).toBe(true);
    expect(showsDemoNotice({ PAYMENT_PROVIDER: "local" })).toBe(true);
    expect(showsDemoNotice({ ...REAL, PAYMENT_PROVIDER: "local", DEMO_SHOP: "true" })).toBe(true);
  });

  it("shows with DEMO_SHOP=true, even on Stripe", () => {
    expect(showsDemoNotice({ ...REAL, DEMO_SHOP: "true" })).toBe(true);
    expect(showsDemoNotice({ ...REAL, DEMO_SHOP: "1" })).toBe(true);
  });

  it("does not show on Stripe without DEMO_SHOP", () => {
    expect(showsDemoNotice(REAL)).toBe(false);
    expect(showsDemoNotice({ ...REAL, DEMO_SHOP: "false" })).toBe(false);
  });
});
