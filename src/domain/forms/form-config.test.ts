import { describe, expect, it } from "vitest";
import { FORM_CONFIGS, FORM_SUBMIT_DELAY_MS, hiddenFieldValues } from "./form-config";
import {
  CONTACT_NUMBER_HINT,
  DISCOUNT_CODE_NOTE,
  REQUIRED_FIELDS_NOTE,
  TITLE_OPTIONS,
} from "./messages";
import { FORM_NAMES } from "./schemas";
import { validateForm } from "./validate-form";

const fieldNames = (form: keyof typeof FORM_CONFIGS) =>
  FORM_CONFIGS[form].fields.map((f) => f.name);

describe("form field lists (spec 3.7)", () => {
  it("lists the fields of each form in the spec's order", () => {
    expect(fieldNames("NEWSLETTER")).toEqual(["email"]);
    expect(fieldNames("WAITLIST")).toEqual(["email", "name", "postcode", "littleDOB"]);
    expect(fieldNames("LOGIN")).toEqual(["email", "password"]);
    expect(fieldNames("SIGNUP")).toEqual(["email", "password", "password2"]);
    expect(fieldNames("RESETPASSWORD")).toEqual(["email"]);
    expect(fieldNames("NEWPASSWORD")).toEqual(["password", "password2"]);
    expect(fieldNames("ACCOUNT")).toEqual([
      "title",
      "firstName",
      "lastName",
      "babyName",
      "email",
      "contactNumber",
      "address1",
      "address2",
      "city",
      "postcode",
      "country",
    ]);
    expect(fieldNames("POSTCODE")).toEqual(["postcode"]);
    expect(fieldNames("DELIVERY")).toEqual([
      "title",
      "firstName",
      "lastName",
      "address1",
      "address2",
      "city",
      "postcode",
      "country",
      "contactNumber",
      "termsAccepted",
    ]);
    expect(fieldNames("DELIVERYSIGNUP")).toEqual([
      "title",
      "firstName",
      "lastName",
      "email",
      "contactNumber",
      "password",
      "password2",
      "termsAccepted",
    ]);
    expect(fieldNames("CONTACT")).toEqual([
      "firstName",
      "surName",
      "email",
      "subject",
      "message",
      "form-name",
    ]);
    expect(fieldNames("GIFTAMOUNT")).toEqual(["giftAmount"]);
    expect(fieldNames("GIFTSENDER")).toEqual([
      "title",
      "firstName",
      "lastName",
      "email",
      "phoneNumber",
    ]);
    expect(fieldNames("GIFTRECIPIENT")).toEqual([
      "title",
      "firstName",
      "lastName",
      "email",
      "phoneNumber",
    ]);
    expect(fieldNames("GIFTMESSAGE")).toEqual(["message"]);
    expect(fieldNames("DISCOUNTCODE")).toEqual(["code"]);
    expect(fieldNames("TIME")).toEqual(["time"]);
  });

  it("marks as required exactly the fields that fail when the form is submitted empty", () => {
    for (const form of FORM_NAMES) {
      const empty = Object.fromEntries(
        FORM_CONFIGS[form].fields.map((f) => [f.name, f.input === "checkbox" ? false : ""]),
      );
      const result = validateForm(form, empty);
      const failing = result.ok ? [] : Object.keys(result.errors);
      const marked = FORM_CONFIGS[form].fields.filter((f) => f.required).map((f) => f.name);
      expect({ form, fields: failing.sort() }).toEqual({ form, fields: marked.sort() });
    }
  });

  it("offers the titles Mr, Mrs, Dr and Ms", () => {
    expect(TITLE_OPTIONS).toEqual(["Mr", "Mrs", "Dr", "Ms"]);
    const title = FORM_CONFIGS.ACCOUNT.fields.find((f) => f.name === "title");
    expect(title?.input).toBe("select");
    expect(title?.options).toEqual(["Mr", "Mrs", "Dr", "Ms"]);
  });

  it("renders message fields as textareas and terms as a checkbox", () => {
    expect(FORM_CONFIGS.CONTACT.fields.find((f) => f.name === "message")?.input).toBe("textarea");
    expect(FORM_CONFIGS.GIFTMESSAGE.fields[0]?.input).toBe("textarea");
    expect(FORM_CONFIGS.DELIVERY.fields.find((f) => f.name === "termsAccepted")?.input).toBe(
      "checkbox",
    );
    expect(FORM_CONFIGS.DELIVERYTERMSACCEPTED.fields.some((f) => f.name === "termsAccepted")).toBe(
      false,
    );
  });
});

describe("form texts (spec 2.8)", () => {
  it("carries the spec's notes and hint", () => {
    expect(REQUIRED_FIELDS_NOTE).toBe("* Required fields");
    expect(FORM_CONFIGS.DISCOUNTCODE.note).toBe(
      "promotional codes and vouchers can be added on the next step",
    );
    expect(DISCOUNT_CODE_NOTE).toBe("promotional codes and vouchers can be added on the next step");
    const hint = (form: "DELIVERY" | "ACCOUNT") =>
      FORM_CONFIGS[form].fields.find((f) => f.name === "contactNumber")?.hint;
    expect(hint("DELIVERY")).toBe("used for delivery updates only");
    expect(CONTACT_NUMBER_HINT).toBe(hint("DELIVERY"));
    expect(hint("ACCOUNT")).toBeUndefined();
  });

  it("submits the delivery-time select on change and delays submission by 400 ms", () => {
    expect(FORM_CONFIGS.TIME.submitsOnChange).toBe(true);
    expect(FORM_CONFIGS.LOGIN.submitsOnChange).toBeFalsy();
    expect(FORM_SUBMIT_DELAY_MS).toBe(400);
  });

  it("posts the hidden form-name 'Contact' with the contact form", () => {
    expect(hiddenFieldValues("CONTACT")).toEqual({ "form-name": "Contact" });
    expect(hiddenFieldValues("LOGIN")).toEqual({});
  });
});

describe("the hidden values a form posts", () => {
  it("are the contact form's form-name alone, and nothing for forms without hidden fields", () => {
    expect(hiddenFieldValues("CONTACT")).toStrictEqual({ "form-name": "Contact" });
    for (const name of FORM_NAMES.filter((form) => form !== "CONTACT"))
      expect(Object.keys(hiddenFieldValues(name)), name).toEqual([]);
  });
});
