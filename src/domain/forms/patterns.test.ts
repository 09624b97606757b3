import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateForm } from "./validate-form";
import { isContactNumber, isUkPhoneNumber, isUkPostcode } from "./patterns";

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

const separator = fc.constantFrom("", "-", " ", ".");
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(""));

/** optional '+', three digits (optionally bracketed), three digits, 4–6 digits. */
const contactNumber = fc
  .tuple(fc.boolean(), digits(3, 3), fc.boolean(), separator, digits(3, 3), separator, digits(4, 6))
  .map(
    ([plus, a, brackets, s1, b, s2, c]) =>
      `${plus ? "+" : ""}${brackets ? `(${a})` : a}${s1}${b}${s2}${c}`,
  );

/** '0' or '+44' (optionally '+44 (0)') then a non-zero digit and 8–9 more digits. */
const ukPhone = fc
  .tuple(
    fc.constantFrom("0", "+44", "+44 ", "+44(0)", "+44 (0) "),
    fc.integer({ min: 1, max: 9 }).map(String),
    fc.array(fc.tuple(fc.constantFrom("", "", " ", "-"), digit), { minLength: 8, maxLength: 9 }),
  )
  .map(([prefix, first, rest]) => prefix + first + rest.map(([sep, d]) => sep + d).join(""));

function removeOneDigit(value: string, at: number): string {
  const positions = [...value].flatMap((c, i) => (/[0-9]/.test(c) ? [i] : []));
  const i = positions[at % positions.length] ?? 0;
  return value.slice(0, i) + value.slice(i + 1);
}

describe("account contact numbers (property-based)", () => {
  it("accepts every allowed layout", () => {
    fc.assert(
      fc.property(contactNumber, (value) => {
        expect(isContactNumber(value)).toBe(true);
      }),
    );
  });

  it("rejects fewer than ten digits", () => {
    const tenDigits = contactNumber.filter((v) => v.replace(/[^0-9]/g, "").length === 10);
    fc.assert(
      fc.property(tenDigits, fc.nat(), (value, at) => {
        expect(isContactNumber(removeOneDigit(value, at))).toBe(false);
      }),
    );
  });

  it("rejects a letter anywhere", () => {
    fc.assert(
      fc.property(contactNumber, letter, fc.nat(), (value, l, at) => {
        const i = at % (value.length + 1);
        expect(isContactNumber(value.slice(0, i) + l + value.slice(i))).toBe(false);
      }),
    );
  });
});

describe("UK phone numbers (property-based)", () => {
  it("accepts numbers starting 0 or +44", () => {
    fc.assert(
      fc.property(ukPhone, (value) => {
        expect(isUkPhoneNumber(value)).toBe(true);
      }),
    );
  });

  it("rejects a number with a digit too few after the prefix", () => {
    const shortest = ukPhone.filter(
      (v) => v.replace(/^\+44 ?(\(0\) ?)?|^0/, "").replace(/[^0-9]/g, "").length === 9,
    );
    fc.assert(
      fc.property(shortest, (value) => {
        expect(isUkPhoneNumber(value.slice(0, -1))).toBe(false);
      }),
    );
  });

  it("rejects a number with a digit too many", () => {
    const longest = ukPhone.filter(
      (v) => v.replace(/^\+44 ?(\(0\) ?)?|^0/, "").replace(/[^0-9]/g, "").length === 10,
    );
    fc.assert(
      fc.property(longest, digit, (value, d) => {
        expect(isUkPhoneNumber(value + d)).toBe(false);
      }),
    );
  });

  it("rejects another country code or a letter", () => {
    fc.assert(
      fc.property(ukPhone, letter, (value, l) => {
        expect(isUkPhoneNumber(value.replace(/^\+44|^0/, "+33"))).toBe(false);
        expect(isUkPhoneNumber(value + l)).toBe(false);
      }),
    );
  });

  it("shows the delivery phone message for a mutated number", () => {
    fc.assert(
      fc.property(ukPhone, letter, (value, l) => {
        const result = validateForm("DELIVERYTERMSACCEPTED", {
          firstName: "Jane",
          address1: "1 High Street",
          city: "London",
          postcode: "E1 6AN",
          country: "United Kingdom",
          contactNumber: l + value,
        });
        expect(result).toEqual({
          ok: false,
          errors: { contactNumber: "Please enter a valid phone number" },
        });
      }),
    );
  });
});

describe("values typed with spaces around them", () => {
  it("are checked without those spaces", () => {
    expect(isUkPostcode("  SW1A 1AA ")).toBe(true);
    expect(isContactNumber(" 123-456-7890 ")).toBe(true);
    expect(isUkPhoneNumber(" 07700 900123 ")).toBe(true);
  });
});
