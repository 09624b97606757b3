import { describe, expect, it } from "vitest";
import { carrierFor, deliveryAreaOf, deliveryService, isExcludedPostcode } from "./coverage";

const AREA = { postcodeList: ["sw4", "e8", "kw1"], excludedPostcodes: ["ze", "kw15", "bt", "e8"] };

describe("excluded postcodes (decision 054)", () => {
  it("an area excludes every district of it, whatever the spacing and case", () => {
    for (const postcode of ["ZE1 0AA", "ze10aa", "  Ze2   9XY ", "ZE3 9JZ"])
      expect(isExcludedPostcode(postcode, ["ze"])).toBe(true);
    expect(isExcludedPostcode("BT7 1NN", ["BT"])).toBe(true);
    expect(isExcludedPostcode("BT7 1NN", [" b t "])).toBe(true);
  });

  it("an area is its letters exactly: 'B' is not 'BT', 'BT' is not 'B'", () => {
    expect(isExcludedPostcode("BT7 1NN", ["b"])).toBe(false);
    expect(isExcludedPostcode("B1 1AA", ["bt"])).toBe(false);
    expect(isExcludedPostcode("B1 1AA", ["b"])).toBe(true);
  });

  it("a district excludes itself only: 'KW15' is not 'KW1' or 'KW16'", () => {
    expect(isExcludedPostcode("KW15 1AB", ["KW15"])).toBe(true);
    expect(isExcludedPostcode("kw151ab", ["kw 15"])).toBe(true);
    expect(isExcludedPostcode("KW1 4AA", ["KW15"])).toBe(false);
    expect(isExcludedPostcode("KW16 3AA", ["KW15"])).toBe(false);
    expect(isExcludedPostcode("EC1A 1BB", ["ec1a"])).toBe(true);
    expect(isExcludedPostcode("EC1A 1BB", ["ec1"])).toBe(false);
  });

  it("an empty entry excludes nothing, nor does an empty list", () => {
    expect(isExcludedPostcode("M1 1AE", ["", " "])).toBe(false);
    // Even against something that is not a postcode (no letters to make an area of).
    expect(isExcludedPostcode("12345", ["", " "])).toBe(false);
    expect(isExcludedPostcode("M1 1AE", [])).toBe(false);
  });
});

describe("the delivery a postcode gets", () => {
  it("'48h' in a served outward code, even one in an excluded area", () => {
    expect(deliveryService("SW4 7AB", AREA)).toBe("48h");
    expect(deliveryService("E8 4RT", AREA)).toBe("48h");
    expect(deliveryService("KW1 4AA", AREA)).toBe("48h");
  });

  it("'4d' anywhere else in the UK, 'excluded' where the owner does not serve", () => {
    expect(deliveryService("M1 1AE", AREA)).toBe("4d");
    expect(deliveryService("KW16 3AA", AREA)).toBe("4d");
    expect(deliveryService("ZE1 0AA", AREA)).toBe("excluded");
    expect(deliveryService("kw15 1ab", AREA)).toBe("excluded");
    expect(deliveryService("BT7 1NN", AREA)).toBe("excluded");
  });

  it("nothing for a postcode too short for spec 5's estimate", () => {
    expect(deliveryService("ZE1 0", AREA)).toBeNull();
    expect(deliveryService(null, AREA)).toBeNull();
  });

  it("London's 48 hours by the shop's own round, the rest by Royal Mail", () => {
    expect(carrierFor("48h")).toBe("manual");
    expect(carrierFor("4d")).toBe("royal_mail");
  });

  it("gives a client component the two lists and nothing else", () => {
    expect(deliveryAreaOf({ ...AREA, ...{ contactEmail: "x@y.uk" } })).toEqual(AREA);
  });
});
