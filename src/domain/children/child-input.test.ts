import { describe, expect, it } from "vitest";
import { collectErrors } from "../forms";
import { FORM_SCHEMAS } from "../forms/schemas";
import { MESSAGES } from "../forms/messages";
import {
  CHILD_MESSAGES,
  MAX_CHILDREN,
  MAX_CHILD_AGE_YEARS,
  childInput,
  childInputOn,
  dateOfBirthProblem,
} from "./child-input";

const errors = (value: unknown, today = "2026-11-27") => {
  const result = childInputOn(today).safeParse(value);
  // The first message per field, as the forms and the API show it.
  return result.success ? {} : collectErrors(result.error.issues);
};

describe("childInput", () => {
  it("trims the name and turns a blank 'wears now' into null", () => {
    expect(
      childInput.parse({ firstName: "  Amelia ", dateOfBirth: "2026-01-10", sizeNow: "" }),
    ).toEqual({ firstName: "Amelia", dateOfBirth: "2026-01-10", sizeNow: null });
    expect(childInput.parse({ firstName: "Amelia", dateOfBirth: "2026-01-10" }).sizeNow).toBe(null);
    expect(
      childInput.parse({ firstName: "Amelia", dateOfBirth: " 2026-01-10 ", sizeNow: null }),
    ).toEqual({ firstName: "Amelia", dateOfBirth: "2026-01-10", sizeNow: null });
    expect(
      childInput.parse({ firstName: "Amelia", dateOfBirth: "2026-01-10", sizeNow: "3-6-months" })
        .sizeNow,
    ).toBe("3-6-months");
  });

  it("requires a name and a date of birth, with the forms' messages", () => {
    expect(errors({ firstName: " ", dateOfBirth: "" })).toEqual({
      firstName: MESSAGES.required,
      dateOfBirth: MESSAGES.required,
    });
    expect(errors({ firstName: "x".repeat(101), dateOfBirth: "2026-01-10" })).toEqual({
      firstName: "Maximum 100 characters",
    });
  });

  it("accepts only a real day written yyyy-mm-dd", () => {
    expect(errors({ firstName: "Amelia", dateOfBirth: "2026-02-30" })).toEqual({
      dateOfBirth: MESSAGES.dateOfBirthInvalid,
    });
    expect(errors({ firstName: "Amelia", dateOfBirth: "10/01/2026" })).toEqual({
      dateOfBirth: MESSAGES.dateOfBirthInvalid,
    });
    expect(errors({ firstName: "Amelia", dateOfBirth: "2024-02-29" })).toEqual({});
  });

  it("shares the waitlist's cap on the date", () => {
    const long = "2".repeat(33);
    const waitlist = FORM_SCHEMAS.WAITLIST.safeParse({ email: "a@b.co", littleDOB: long });
    expect(waitlist.success).toBe(false);
    expect(errors({ firstName: "Amelia", dateOfBirth: long })).toEqual({
      dateOfBirth: "Maximum 32 characters",
    });
    expect(waitlist.error?.issues[0]?.message).toBe("Maximum 32 characters");
  });

  it("accepts only the chart's sizes for 'wears now'", () => {
    expect(errors({ firstName: "Amelia", dateOfBirth: "2026-01-10", sizeNow: "XL" })).toEqual({
      sizeNow: CHILD_MESSAGES.sizeUnknown,
    });
    expect(errors({ firstName: "Amelia", dateOfBirth: "2026-01-10", sizeNow: 3 })).toEqual({
      sizeNow: CHILD_MESSAGES.sizeUnknown,
    });
  });
});

describe("dateOfBirthProblem", () => {
  it("allows today and refuses tomorrow", () => {
    expect(dateOfBirthProblem("2026-11-27", "2026-11-27")).toBeNull();
    expect(dateOfBirthProblem("2026-11-28", "2026-11-27")).toBe(
      "A date of birth can't be in the future",
    );
  });

  it(`allows exactly ${MAX_CHILD_AGE_YEARS} years ago and refuses the day before`, () => {
    expect(MAX_CHILD_AGE_YEARS).toBe(16);
    expect(dateOfBirthProblem("2010-11-27", "2026-11-27")).toBeNull();
    expect(dateOfBirthProblem("2010-11-26", "2026-11-27")).toBe(
      "Please enter a date in the last 16 years",
    );
  });

  it("is part of the form's schema on a day", () => {
    const refused = childInputOn("2026-11-27").safeParse({
      firstName: "Amelia",
      dateOfBirth: "2026-11-28",
    });
    expect(refused.error?.issues).toMatchObject([
      { code: "custom", path: ["dateOfBirth"], message: CHILD_MESSAGES.dateOfBirthFuture },
    ]);
    expect(errors({ firstName: "Amelia", dateOfBirth: "2026-11-28" })).toEqual({
      dateOfBirth: CHILD_MESSAGES.dateOfBirthFuture,
    });
    expect(errors({ firstName: "Amelia", dateOfBirth: "2026-11-28" }, "2026-11-28")).toEqual({});
  });

  it("caps a family's children", () => {
    expect(MAX_CHILDREN).toBe(10);
    expect(CHILD_MESSAGES.tooMany).toBe("You can add up to 10 children");
  });
});
