import { describe, expect, it } from "vitest";
import { DELIVERY_PROMISE, notServedText, postcodeEstimate, servedAreasText } from "./promises";

const served = ["sw4", "se15", "e8"];
const area = { postcodeList: served, excludedPostcodes: ["ze", "kw15", "je"] };

describe("postcodeEstimate: the postcode check's answer (spec 5's estimate in words, decision 054)", () => {
  it("a served outward code is delivered within 48 hours", () => {
    expect(postcodeEstimate("sw4 7ab", area)).toEqual({
      service: "48h",
      area: "SW4",
      text: "Delivered within 48 hours to SW4 (48h), on a day and in a time slot you choose at checkout.",
    });
  });

  it("anywhere else in the UK by Royal Mail in about 4 working days", () => {
    expect(postcodeEstimate("M1 1AE", area)).toEqual({
      service: "4d",
      area: "M1",
      text: "Delivered by Royal Mail to M1 in about 4 working days (4d), on a day you choose at checkout.",
    });
  });

  it("an excluded postcode is told why and offered the waitlist", () => {
    expect(postcodeEstimate("ze2 9xy", area)).toEqual({
      service: "excluded",
      area: "ZE2",
      text: "We don't deliver to ZE2 yet: Royal Mail can't take a wardrobe there and back at our UK price and speed. Join the waitlist and we'll let you know as soon as we do.",
    });
    expect(postcodeEstimate("KW15 1AB", area)?.service).toBe("excluded");
  });

  it("no answer for what is not a UK postcode; spaces and case do not matter", () => {
    expect(postcodeEstimate("SW4 7", area)).toBeNull();
    expect(postcodeEstimate("", area)).toBeNull();
    expect(postcodeEstimate("12345", area)).toBeNull();
    expect(postcodeEstimate("SW4 7ABC", area)).toBeNull();
    expect(postcodeEstimate("  m1   1ae ", area)?.service).toBe("4d");
    expect(postcodeEstimate("GIR 0AA", area)?.service).toBe("4d");
  });
});

describe("the delivery promise", () => {
  it("names both speeds and the whole UK", () => {
    expect(DELIVERY_PROMISE).toBe(
      "Free delivery across the UK: within 48 hours to the London postcodes we serve, in a time slot you choose; everywhere else by Royal Mail in about 4 working days. You pick the day (Monday to Saturday).",
    );
  });
});

describe("notServedText: the postcodes not served, as parents read them", () => {
  it("names known places once each, with their codes on /delivery", () => {
    const excluded = ["gy", "je", "kw15", "kw16", "ze", "ab99", "tr21"];
    expect(notServedText(excluded, { withCodes: true })).toBe(
      "We don't deliver yet to Guernsey (GY), Jersey (JE), Orkney (KW15, KW16), Shetland (ZE), AB99 and the Isles of Scilly (TR21).",
    );
    expect(notServedText(excluded, { withCodes: false })).toBe(
      "We don't deliver yet to Guernsey, Jersey, Orkney, Shetland, AB99 and the Isles of Scilly.",
    );
  });

  it("one place alone, and nothing when every postcode is served", () => {
    expect(notServedText(["im"], { withCodes: true })).toBe(
      "We don't deliver yet to the Isle of Man (IM).",
    );
    expect(notServedText(["b f", "hs", "bt"], { withCodes: false })).toBe(
      "We don't deliver yet to BFPO addresses, the Outer Hebrides and Northern Ireland.",
    );
    expect(notServedText([], { withCodes: true })).toBeNull();
  });
});

describe("servedAreasText", () => {
  it("lists the outward codes as written on letters", () => {
    expect(servedAreasText(served)).toBe("SW4, SE15, E8");
  });
});

describe("the served areas as parents read them", () => {
  it("lists the outward codes in capitals, without spaces, separated by commas", () => {
    expect(servedAreasText(["sw 2", " n16", "E1"])).toBe("SW2, N16, E1");
  });
});
