import { describe, expect, it } from "vitest";
import { collectErrors, validateForm } from "./validate-form";
import { FORM_SCHEMAS } from "./schemas";

function errorsOf(result: ReturnType<typeof validateForm>) {
  return result.ok ? {} : result.errors;
}

const validDelivery = {
  title: "",
  firstName: "Jane",
  lastName: "",
  address1: "1 High Street",
  address2: "",
  city: "London",
  postcode: "sw1a1aa",
  country: "United Kingdom",
  contactNumber: "07700 900123",
  termsAccepted: true,
};

describe("newsletter forms", () => {
  it("asks for an email address when the newsletter email is empty", () => {
    expect(errorsOf(validateForm("NEWSLETTER", { email: "" }))).toEqual({
      email: "Please enter an email address",
    });
    expect(errorsOf(validateForm("NEWSLETTER", {}))).toEqual({
      email: "Please enter an email address",
    });
  });

  it("rejects a malformed newsletter email", () => {
    expect(errorsOf(validateForm("NEWSLETTER", { email: "jane@" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("accepts a valid email, trimmed", () => {
    expect(validateForm("NEWSLETTER", { email: "  jane@example.com " })).toEqual({
      ok: true,
      data: { email: "jane@example.com" },
    });
  });

  it("validates only the email on the waitlist form", () => {
    const result = validateForm("WAITLIST", {
      email: "jane@example.com",
      name: "",
      postcode: "not a postcode",
      littleDOB: "",
    });
    expect(result).toEqual({
      ok: true,
      data: { email: "jane@example.com", postcode: "not a postcode" },
    });
    expect(errorsOf(validateForm("WAITLIST", { email: "", postcode: "nope" }))).toEqual({
      email: "Please enter an email address",
    });
  });

  it("checks both email and postcode on the postcode newsletter form", () => {
    expect(errorsOf(validateForm("POSTCODE_NEWSLETTER", { email: "", postcode: "" }))).toEqual({
      email: "Please enter an email address",
      postcode: "required field",
    });
    expect(
      errorsOf(validateForm("POSTCODE_NEWSLETTER", { email: "a@b.co", postcode: "12345" })),
    ).toEqual({
      postcode: "Please enter a valid postcode",
    });
  });
});

describe("login, sign-up and passwords", () => {
  it("requires email and password to log in", () => {
    expect(errorsOf(validateForm("LOGIN", { email: "", password: "" }))).toEqual({
      email: "required field",
      password: "required field",
    });
  });

  it("does not apply the new-password length rule when logging in", () => {
    expect(validateForm("LOGIN", { email: "jane@example.com", password: "short" }).ok).toBe(true);
  });

  it("enforces 8 to 50 characters on a new password", () => {
    expect(
      errorsOf(
        validateForm("SIGNUP", {
          email: "jane@example.com",
          password: "1234567",
          password2: "1234567",
        }),
      ),
    ).toEqual({ password: "Minimum 8 characters" });
    const long = "x".repeat(51);
    expect(errorsOf(validateForm("NEWPASSWORD", { password: long, password2: long }))).toEqual({
      password: "Maximum 50 characters",
    });
    const edge = "x".repeat(50);
    expect(validateForm("NEWPASSWORD", { password: edge, password2: edge }).ok).toBe(true);
    expect(validateForm("NEWPASSWORD", { password: "12345678", password2: "12345678" }).ok).toBe(
      true,
    );
  });

  it("requires the confirmation to match", () => {
    expect(
      errorsOf(validateForm("NEWPASSWORD", { password: "secret123", password2: "secret124" })),
    ).toEqual({
      password2: "Passwords must match",
    });
    expect(errorsOf(validateForm("NEWPASSWORD", { password: "secret123", password2: "" }))).toEqual(
      {
        password2: "required field",
      },
    );
  });

  it("shows the mismatch even while another field is still wrong", () => {
    expect(
      errorsOf(validateForm("SIGNUP", { email: "", password: "secret123", password2: "other" })),
    ).toEqual({
      email: "required field",
      password2: "Passwords must match",
    });
  });

  it("keeps passwords exactly as typed", () => {
    const result = validateForm("SIGNUP", {
      email: "jane@example.com",
      password: " secret1 ",
      password2: " secret1 ",
    });
    expect(result.ok && result.data.password).toBe(" secret1 ");
  });

  it("requires a valid email to reset a password", () => {
    expect(errorsOf(validateForm("RESETPASSWORD", { email: "" }))).toEqual({
      email: "required field",
    });
    expect(errorsOf(validateForm("RESETPASSWORD", { email: "jane.example.com" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });
});

describe("postcode form", () => {
  it("uses its own required message", () => {
    expect(errorsOf(validateForm("POSTCODE", { postcode: "" }))).toEqual({
      postcode: "Please enter a postcode",
    });
    expect(errorsOf(validateForm("POSTCODE", { postcode: "hello" }))).toEqual({
      postcode: "Please enter a valid postcode",
    });
    expect(validateForm("POSTCODE", { postcode: "gir0aa" })).toEqual({
      ok: true,
      data: { postcode: "gir0aa" },
    });
  });
});

describe("discount code and delivery time", () => {
  it("does not validate the discount code", () => {
    expect(validateForm("DISCOUNTCODE", { code: "" }).ok).toBe(true);
    expect(validateForm("DISCOUNTCODE", { code: "SPRING-10" })).toEqual({
      ok: true,
      data: { code: "SPRING-10" },
    });
  });

  it("requires a delivery time", () => {
    expect(errorsOf(validateForm("TIME", { time: "" }))).toEqual({ time: "required field" });
    expect(validateForm("TIME", { time: "9am - 12pm" }).ok).toBe(true);
  });
});

describe("fallback messages", () => {
  it("uses 'is a required field' for values of the wrong kind that no rule names", () => {
    expect(
      errorsOf(validateForm("DELIVERYTERMSACCEPTED", { ...validDelivery, address2: 42 })),
    ).toEqual({
      address2: "is a required field",
    });
  });

  it("treats a missing value object as an empty form", () => {
    expect(errorsOf(validateForm("NEWSLETTER", null))).toEqual({
      email: "Please enter an email address",
    });
  });
});

describe("checkboxes as browsers send them", () => {
  it("counts true, 'true' and 'on' as ticked, and anything else as unticked", () => {
    for (const termsAccepted of [true, "true", "on"]) {
      const result = validateForm("DELIVERY", { ...validDelivery, termsAccepted });
      expect(result.ok, String(termsAccepted)).toBe(true);
      expect(result.ok && result.data.termsAccepted).toBe(true);
    }
    for (const termsAccepted of [false, "false", "off", "yes", 1, ""])
      expect(
        errorsOf(validateForm("DELIVERY", { ...validDelivery, termsAccepted })),
        String(termsAccepted),
      ).toEqual({ termsAccepted: "You must read and agree to the terms and conditions" });
  });

  it("keeps an optional checkbox's answer as yes or no", () => {
    const ticked = validateForm("DELIVERYTERMSACCEPTED", { ...validDelivery, termsAccepted: "on" });
    expect(ticked.ok && ticked.data.termsAccepted).toBe(true);
    const unticked = validateForm("DELIVERYTERMSACCEPTED", {
      ...validDelivery,
      termsAccepted: "off",
    });
    expect(unticked.ok && unticked.data.termsAccepted).toBe(false);
  });
});

describe("each field's message", () => {
  it("is the first rule the field breaks, in the order the rules are declared", () => {
    // Too long and malformed: the length is reported, not the format.
    expect(errorsOf(validateForm("NEWSLETTER", { email: `${"a".repeat(260)}` }))).toEqual({
      email: "Maximum 254 characters",
    });
  });

  it("a gift amount is whole pounds, as a number", () => {
    const result = validateForm("GIFTAMOUNT", { giftAmount: " 050 " });
    expect(result.ok && result.data.giftAmount).toBe(50);
    expect(errorsOf(validateForm("GIFTAMOUNT", { giftAmount: "12.50" }))).toEqual({
      giftAmount: "Value must be a number",
    });
    expect(errorsOf(validateForm("GIFTAMOUNT", { giftAmount: "" }))).toEqual({
      giftAmount: "required field",
    });
  });

  it("an optional field left blank is not sent on", () => {
    const result = validateForm("DISCOUNTCODE", { code: "   " });
    expect(result).toEqual({ ok: true, data: { code: undefined } });
  });
});

describe("errors that belong to the whole form", () => {
  it("are kept under the form's own key, each field's first message under its name", () => {
    const result = FORM_SCHEMAS.NEWSLETTER.safeParse("not a form");
    expect(collectErrors(result.error?.issues ?? [])).toEqual({ _form: expect.any(String) });
    expect(
      collectErrors([
        { code: "custom", path: ["email"], message: "first", input: "" },
        { code: "custom", path: ["email"], message: "second", input: "" },
        { code: "custom", path: [], message: "whole form", input: "" },
      ]),
    ).toEqual({ email: "first", _form: "whole form" });
  });

  it("a value that is not an object is read as an empty form", () => {
    for (const values of ["email=a@b.test", 42, undefined])
      expect(errorsOf(validateForm("NEWSLETTER", values))).toStrictEqual({
        email: "Please enter an email address",
      });
  });
});

describe("the password confirmation", () => {
  it("left empty is only 'required field', never also a mismatch", () => {
    const issues =
      FORM_SCHEMAS.SIGNUP.safeParse({ email: "a@b.test", password: "longenough", password2: "" })
        .error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["password2", "required field"],
    ]);
    const missing =
      FORM_SCHEMAS.SIGNUP.safeParse({ email: "a@b.test", password: "longenough" }).error?.issues ??
      [];
    expect(missing.map((issue) => issue.message)).toEqual(["required field"]);
  });

  it("typed but different is a mismatch even while the e-mail is still wrong", () => {
    const issues =
      FORM_SCHEMAS.SIGNUP.safeParse({ email: "", password: "longenough", password2: "other" }).error
        ?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain("Passwords must match");
  });
});
