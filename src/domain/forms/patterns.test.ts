import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LENGTHS } from "./messages";
import { validateForm } from "./validate-form";
import { isUkPostcode, normaliseUkPhone } from "./patterns";

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const secondLetters = letters.filter((l) => l !== "I" && l !== "Z");
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const letter = fc.constantFrom(...letters);

/** Outward codes in every UK format: A9, A99, AA9, AA99, A9A, AA9A. */
const outward = fc.oneof(
  fc.tuple(letter, digit).map((p) => p.join("")),
  fc.tuple(letter, digit, digit).map((p) => p.join("")),
  fc.tuple(letter, fc.constantFrom(...secondLetters), digit).map((p) => p.join("")),
  fc.tuple(letter, fc.constantFrom(...secondLetters), digit, digit).map((p) => p.join("")),
  fc.tuple(letter, digit, letter).map((p) => p.join("")),
  fc.tuple(letter, fc.constantFrom(...secondLetters), digit, letter).map((p) => p.join("")),
);
const inward = fc.tuple(digit, letter, letter).map((p) => p.join(""));

/** Randomly lower-cases some characters. */
function mixCase(value: string, mask: boolean[]): string {
  return value
    .split("")
    .map((c, i) => (mask[i % Math.max(mask.length, 1)] ? c.toLowerCase() : c))
    .join("");
}

const postcode = fc
  .tuple(
    fc.oneof(fc.tuple(outward, inward), fc.constant(["GIR", "0AA"] as [string, string])),
    fc.boolean(),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  )
  .map(([[out, inw], spaced, mask]) => mixCase(spaced ? `${out} ${inw}` : `${out}${inw}`, mask));

describe("UK postcodes (property-based)", () => {
  it("accepts valid postcodes in any case, with or without the space", () => {
    fc.assert(
      fc.property(postcode, (value) => {
        expect(isUkPostcode(value)).toBe(true);
        expect(validateForm("POSTCODE", { postcode: value }).ok).toBe(true);
      }),
    );
  });

  it("rejects a postcode with a character that is neither letter, digit nor the one space", () => {
    const junk = fc.constantFrom("-", "!", ".", "/", "_", "#", "  ");
    fc.assert(
      fc.property(postcode, junk, fc.nat(), (value, extra, at) => {
        // Inside the value: surrounding whitespace is trimmed away like any text input.
        const i = 1 + (at % (value.length - 1));
        const mutated = value.slice(0, i) + extra + value.slice(i);
        expect(isUkPostcode(mutated)).toBe(false);
        expect(validateForm("POSTCODE", { postcode: mutated })).toEqual({
          ok: false,
          errors: { postcode: "Please enter a valid postcode" },
        });
      }),
    );
  });

  it("rejects a postcode whose inward code is cut short or has a letter for its digit", () => {
    fc.assert(
      fc.property(postcode, letter, (value, l) => {
        expect(isUkPostcode(value.slice(0, -1))).toBe(false);
        const digitAt = value.length - 3;
        expect(isUkPostcode(value.slice(0, digitAt) + l + value.slice(digitAt + 1))).toBe(false);
      }),
    );
  });

  it("rejects a postcode with an extra trailing character", () => {
    fc.assert(
      fc.property(postcode, fc.oneof(letter, digit), (value, extra) => {
        expect(isUkPostcode(value + extra)).toBe(false);
      }),
    );
  });
});

const separator = fc.constantFrom("", "", " ", "-", ".", "  ");

/** A UK number as people type it, with the national digits it stands for. */
const ukPhone = fc
  .tuple(
    fc.constantFrom("0", "+44", "+44 ", "+44(0)", "+44 (0) ", "0044 ", "+440"),
    fc.integer({ min: 1, max: 9 }).map(String),
    fc.array(fc.tuple(separator, digit), { minLength: 8, maxLength: 9 }),
  )
  .map(([prefix, first, rest]) => ({
    typed: prefix + first + rest.map(([sep, d]) => sep + d).join(""),
    national: `0${first}${rest.map(([, d]) => d).join("")}`,
  }));

const DELIVERY = {
  firstName: "Jane",
  address1: "1 High Street",
  city: "London",
  postcode: "E1 6AN",
  country: "United Kingdom",
};
const ACCOUNT = { ...DELIVERY, lastName: "Doe", babyName: "Ada", email: "jane@example.com" };

describe("the one UK phone rule (property-based)", () => {
  it("accepts numbers starting 0, +44 or 0044, with any separators, as national digits", () => {
    fc.assert(
      fc.property(ukPhone, ({ typed, national }) => {
        expect(normaliseUkPhone(typed)).toBe(national);
        expect(normaliseUkPhone(` ${typed} `)).toBe(national);
      }),
    );
  });

  it("keeps a stored number as it is (normalising twice changes nothing)", () => {
    fc.assert(
      fc.property(ukPhone, ({ national }) => {
        expect(normaliseUkPhone(national)).toBe(national);
      }),
    );
  });

  it("refuses a digit too few or too many", () => {
    fc.assert(
      fc.property(ukPhone, digit, ({ typed, national }, d) => {
        if (national.length === 10) expect(normaliseUkPhone(typed.slice(0, -1))).toBeNull();
        else expect(normaliseUkPhone(typed + d)).toBeNull();
      }),
    );
  });

  it("refuses another country code, a zero after the leading 0, or a letter", () => {
    fc.assert(
      fc.property(ukPhone, letter, fc.nat(), ({ typed, national }, l, at) => {
        expect(normaliseUkPhone(national.replace(/^0/, "+33"))).toBeNull();
        expect(normaliseUkPhone(national.replace(/^0/, "00"))).toBeNull();
        const i = at % (typed.length + 1);
        expect(normaliseUkPhone(typed.slice(0, i) + l + typed.slice(i))).toBeNull();
      }),
    );
  });

  it("reads +44 or 0044 only at the start: a number may hold 0044 further on", () => {
    expect(normaliseUkPhone("020 7004 4123")).toBe("02070044123");
    expect(normaliseUkPhone("+44 20 7004 4123")).toBe("02070044123");
  });

  it("takes brackets round the area code, not elsewhere", () => {
    expect(normaliseUkPhone("(020) 7946 0958")).toBe("02079460958");
    expect(normaliseUkPhone("(01632) 960000")).toBe("01632960000");
    expect(normaliseUkPhone("+44 (0)20 7946 0958")).toBe("02079460958");
    expect(normaliseUkPhone("020 (7946) 0958")).toBeNull();
    expect(normaliseUkPhone("020 (079) 46095")).toBeNull();
    expect(normaliseUkPhone("(020 7946 0958")).toBeNull();
    expect(normaliseUkPhone("+1 (555) 123-4567")).toBeNull();
    expect(normaliseUkPhone("")).toBeNull();
  });

  it("every form stores what checkout took, and the account form takes it back as stored", () => {
    // A form also caps the field's length (limits.test.ts); the generator's double spaces can pass it.
    const typedInAForm = ukPhone.filter(({ typed }) => typed.length <= MAX_LENGTHS.phone);
    fc.assert(
      fc.property(typedInAForm, ({ typed, national }) => {
        const delivery = validateForm("DELIVERYTERMSACCEPTED", {
          ...DELIVERY,
          contactNumber: typed,
        });
        expect(delivery).toMatchObject({ ok: true, data: { contactNumber: national } });
        for (const contactNumber of [typed, national])
          expect(validateForm("ACCOUNT", { ...ACCOUNT, contactNumber })).toMatchObject({
            ok: true,
            data: { contactNumber: national },
          });
        expect(
          validateForm("GIFTSENDER", {
            firstName: "Jane",
            lastName: "Doe",
            email: "jane@example.com",
            phoneNumber: typed,
          }),
        ).toMatchObject({ ok: true, data: { phoneNumber: national } });
      }),
    );
  });

  it("shows each form's own message for a number that is not one (spec 5)", () => {
    fc.assert(
      fc.property(ukPhone, letter, ({ typed }, l) => {
        expect(
          validateForm("DELIVERYTERMSACCEPTED", { ...DELIVERY, contactNumber: l + typed }),
        ).toEqual({ ok: false, errors: { contactNumber: "Please enter a valid phone number" } });
        expect(validateForm("ACCOUNT", { ...ACCOUNT, contactNumber: l + typed })).toEqual({
          ok: false,
          errors: { contactNumber: "Please enter a valid contact number, (no spaces)" },
        });
      }),
    );
  });
});

describe("values typed with spaces around them", () => {
  it("are checked without those spaces", () => {
    expect(isUkPostcode("  SW1A 1AA ")).toBe(true);
  });
});
