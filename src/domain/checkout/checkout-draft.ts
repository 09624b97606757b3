import { FORM_CONFIGS } from "@/domain/forms/form-config";

/**
 * What /checkout keeps across a reload (issue 26, decision 061): in the tab's sessionStorage (gone
 * when the tab closes), what the parent typed in the checkout's forms and the steps they took (the
 * saved delivery address, the day and time chosen), never a password and never a promotion or gift
 * code (a code is a voucher's value, checked again by the server when applied). Nothing here is
 * card data: cards are typed on the payment provider's page.
 */
export const CHECKOUT_DRAFT_KEY = "checkoutDraft";

type FieldValue = string | boolean;
export type DraftValues = Record<string, FieldValue>;

/** The checkout's forms whose typing is kept. */
const KEPT_FORMS = ["DELIVERYSIGNUP", "DELIVERY", "DELIVERYTERMSACCEPTED"] as const;
export type KeptForm = (typeof KEPT_FORMS)[number];

export interface CheckoutDraft {
  /** Whose draft: the member's id, or null for what a guest typed before creating an account. */
  owner: string | null;
  /** What was typed, per form, without passwords. */
  forms: Partial<Record<KeptForm, DraftValues>>;
  /** The account details a guest gave when signing up at checkout (names, phone, terms). */
  signup: DraftValues | null;
  /** The delivery address once 'Continue' saved it (its form's values). */
  delivery: (Record<string, unknown> & { postcode: string }) | null;
  day: string;
  time: string;
}

/** A form's values as kept: every field but the password ones. */
export function keptValues(name: KeptForm, values: Readonly<DraftValues>): DraftValues {
  const kept: DraftValues = {};
  for (const field of FORM_CONFIGS[name].fields) {
    if (field.input === "password") continue;
    const value = values[field.name];
    if (typeof value === "string" || typeof value === "boolean") kept[field.name] = value;
  }
  return kept;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Values of a kept form's own fields (anything else stored is dropped). */
function valuesOf(name: KeptForm, value: unknown): DraftValues | undefined {
  return isRecord(value) ? keptValues(name, value as DraftValues) : undefined;
}

function stringValues(value: unknown): DraftValues | null {
  if (!isRecord(value)) return null;
  const values: DraftValues = {};
  for (const [key, entry] of Object.entries(value))
    if (typeof entry === "string" || typeof entry === "boolean") values[key] = entry;
  return values;
}

/** The stored draft, or null when there is none or it is not one (checked by hand: no zod here). */
export function parseCheckoutDraft(text: string | null): CheckoutDraft | null {
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored)) return null;
  const owner = typeof stored.owner === "string" ? stored.owner : null;
  const forms: CheckoutDraft["forms"] = {};
  const storedForms = isRecord(stored.forms) ? stored.forms : {};
  for (const name of KEPT_FORMS) {
    const values = valuesOf(name, storedForms[name]);
    if (values) forms[name] = values;
  }
  const delivery = stringValues(stored.delivery);
  return {
    owner,
    forms,
    signup: stringValues(stored.signup),
    delivery:
      delivery && typeof delivery.postcode === "string"
        ? { ...delivery, postcode: delivery.postcode }
        : null,
    day: typeof stored.day === "string" ? stored.day : "",
    time: typeof stored.time === "string" ? stored.time : "",
  };
}
