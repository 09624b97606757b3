import { describe, expect, it } from "vitest";
import { validateForm } from "./validate-form";

function errorsOf(result: ReturnType<typeof validateForm>) {
  return result.ok ? {} : result.errors;
}

const validAccount = {
  title: "Mrs",
  firstName: "Jane",
  lastName: "Doe",
  babyName: "Ada",
  email: "jane@example.com",
  contactNumber: "07700 900123",
  address1: "1 High Street",
  address2: "",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
};

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

const validDeliverySignup = {
  title: "Ms",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  contactNumber: "+447700900123",
  password: "secret123",
  password2: "secret123",
  termsAccepted: "on",
};

describe("account form", () => {
  it("accepts a complete account and drops empty optional fields", () => {
    const result = validateForm("ACCOUNT", validAccount);
    expect(result.ok).toBe(true);
    expect(result.ok && "address2" in result.data && result.data.address2).toBeFalsy();
  });

  it("lists every missing required field", () => {
    const blank = Object.fromEntries(Object.keys(validAccount).map((key) => [key, ""]));
    expect(errorsOf(validateForm("ACCOUNT", blank))).toEqual({
      firstName: "required field",
      lastName: "required field",
      babyName: "required field",
      email: "required field",
      contactNumber: "required field",
      address1: "required field",
      city: "required field",
      postcode: "required field",
      country: "required field",
    });
  });

  it("counts blank-only input as missing", () => {
    expect(errorsOf(validateForm("ACCOUNT", { ...validAccount, city: "   " }))).toEqual({
      city: "required field",
    });
  });

  it("requires email but does not check its format", () => {
    expect(validateForm("ACCOUNT", { ...validAccount, email: "not-an-email" }).ok).toBe(true);
  });

  it("checks the contact number by the one UK rule, with the account form's message", () => {
    for (const contactNumber of ["12345", "123-456-7890", "+(123) 456.789012"])
      expect(errorsOf(validateForm("ACCOUNT", { ...validAccount, contactNumber }))).toEqual({
        contactNumber: "Please enter a valid contact number, (no spaces)",
      });
    expect(
      validateForm("ACCOUNT", { ...validAccount, contactNumber: "+44 7700 900123" }),
    ).toMatchObject({ ok: true, data: { contactNumber: "07700900123" } });
  });

  it("checks the postcode", () => {
    expect(errorsOf(validateForm("ACCOUNT", { ...validAccount, postcode: "SW1A 1A" }))).toEqual({
      postcode: "Please enter a valid postcode",
    });
  });
});

describe("delivery forms", () => {
  it("accepts a complete delivery form without a last name", () => {
    expect(validateForm("DELIVERY", validDelivery).ok).toBe(true);
  });

  it("requires the terms to be accepted on DELIVERY only", () => {
    const unticked = { ...validDelivery, termsAccepted: false };
    expect(errorsOf(validateForm("DELIVERY", unticked))).toEqual({
      termsAccepted: "You must read and agree to the terms and conditions",
    });
    expect(
      errorsOf(validateForm("DELIVERY", { ...validDelivery, termsAccepted: undefined })),
    ).toEqual({
      termsAccepted: "You must read and agree to the terms and conditions",
    });
    expect(validateForm("DELIVERYTERMSACCEPTED", unticked).ok).toBe(true);
  });

  it("requires the delivery address fields", () => {
    const blank = {
      ...validDelivery,
      firstName: "",
      address1: "",
      city: "",
      postcode: "",
      country: "",
      contactNumber: "",
    };
    expect(errorsOf(validateForm("DELIVERYTERMSACCEPTED", blank))).toEqual({
      firstName: "required field",
      address1: "required field",
      city: "required field",
      postcode: "required field",
      country: "required field",
      contactNumber: "required field",
    });
  });

  it("requires a UK phone number", () => {
    expect(
      errorsOf(validateForm("DELIVERY", { ...validDelivery, contactNumber: "123-456-7890" })),
    ).toEqual({
      contactNumber: "Please enter a valid phone number",
    });
    expect(
      validateForm("DELIVERY", { ...validDelivery, contactNumber: "+44 20 7946 0958" }).ok,
    ).toBe(true);
  });

  it("requires every delivery sign-up field", () => {
    expect(validateForm("DELIVERYSIGNUP", validDeliverySignup).ok).toBe(true);
    expect(errorsOf(validateForm("DELIVERYSIGNUP", {}))).toEqual({
      firstName: "required field",
      lastName: "required field",
      email: "required field",
      contactNumber: "required field",
      password: "required field",
      password2: "required field",
      termsAccepted: "You must read and agree to the terms and conditions",
    });
  });
});

describe("contact form", () => {
  const contact = {
    firstName: "Jane",
    surName: "",
    email: "jane@example.com",
    subject: "Hello",
    message: "Hi there",
  };

  it("always posts form-name 'Contact'", () => {
    expect(validateForm("CONTACT", contact)).toEqual({
      ok: true,
      data: {
        firstName: "Jane",
        email: "jane@example.com",
        subject: "Hello",
        message: "Hi there",
        "form-name": "Contact",
      },
    });
  });

  it("requires first name, a valid email, subject and message", () => {
    expect(errorsOf(validateForm("CONTACT", { "form-name": "Contact" }))).toEqual({
      firstName: "required field",
      email: "required field",
      subject: "required field",
      message: "required field",
    });
    expect(errorsOf(validateForm("CONTACT", { ...contact, email: "jane" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });
});

describe("gift forms", () => {
  it("accepts digits only as the gift amount", () => {
    expect(validateForm("GIFTAMOUNT", { giftAmount: "50" })).toEqual({
      ok: true,
      data: { giftAmount: 50 },
    });
    for (const bad of ["£50", "50.5", "-5", "fifty"]) {
      expect(errorsOf(validateForm("GIFTAMOUNT", { giftAmount: bad }))).toEqual({
        giftAmount: "Value must be a number",
      });
    }
    expect(errorsOf(validateForm("GIFTAMOUNT", { giftAmount: "" }))).toEqual({
      giftAmount: "required field",
    });
  });

  it("requires names and a valid email for sender and recipient", () => {
    for (const form of ["GIFTSENDER", "GIFTRECIPIENT"] as const) {
      expect(errorsOf(validateForm(form, { title: "", phoneNumber: "" }))).toEqual({
        firstName: "required field",
        lastName: "required field",
        email: "required field",
      });
      expect(validateForm(form, { firstName: "A", lastName: "B", email: "a@b.co" }).ok).toBe(true);
    }
  });

  it("limits the gift message to 500 characters", () => {
    expect(validateForm("GIFTMESSAGE", { message: "x".repeat(500) }).ok).toBe(true);
    expect(errorsOf(validateForm("GIFTMESSAGE", { message: "x".repeat(501) }))).toEqual({
      message: "Maximum 500 characters",
    });
  });
});
