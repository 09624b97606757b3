import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entityId, entityIdList, MAX_ENTITY_ID } from "./ids";

/** Ids are PostgreSQL integer identities: anything outside 1 … 2^31 − 1 would make the database fail. */
describe("entityId", () => {
  it("takes any id in the column's range, as a number or as its decimal text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ENTITY_ID }), (id) => {
        expect(entityId.parse(id)).toBe(id);
        expect(entityId.parse(String(id))).toBe(id);
      }),
    );
    expect(entityId.parse("2147483647")).toBe(MAX_ENTITY_ID);
  });

  it("refuses any whole number outside the range", () => {
    const outside = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: MAX_ENTITY_ID + 1, max: Number.MAX_SAFE_INTEGER }),
      fc.bigInt({ min: 2n ** 31n }).map(String),
    );
    fc.assert(
      fc.property(outside, (id) => {
        expect(entityId.safeParse(id).success).toBe(false);
        expect(entityId.safeParse(String(id)).success).toBe(false);
      }),
    );
  });

  it("refuses fractions, exponents, signs, spaces, leading zeros and other text", () => {
    for (const bad of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "1e3",
      " 1",
      "1 ",
      "+1",
      "-1",
      "01",
      "0x10",
      "1.0",
      "",
      "0",
      "2147483648",
      "99999999999",
      "1\u0000",
      null,
      undefined,
      true,
      [1],
      { id: 1 },
    ]) {
      expect(entityId.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("entityIdList", () => {
  const list = entityIdList(3);

  it("reads comma-separated ids up to the cap", () => {
    expect(list.parse("7")).toEqual([7]);
    expect(list.parse("1,2,2147483647")).toEqual([1, 2, MAX_ENTITY_ID]);
  });

  it("refuses more ids than the cap, empty entries and any bad id", () => {
    for (const bad of ["1,2,3,4", "", "1,,2", "1,", ",1", "1, 2", "1,2147483648", "1,abc", "1;2"]) {
      expect(list.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("refuses a list with any id out of range, wherever it stands", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: MAX_ENTITY_ID }), { maxLength: 2 }),
        fc.integer({ min: MAX_ENTITY_ID + 1, max: Number.MAX_SAFE_INTEGER }),
        fc.nat(2),
        (good, bad, at) => {
          const ids = [...good];
          ids.splice(Math.min(at, ids.length), 0, bad);
          expect(list.safeParse(ids.join(",")).success).toBe(false);
        },
      ),
    );
  });
});
