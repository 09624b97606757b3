import {
  CHECKOUT_DRAFT_KEY,
  parseCheckoutDraft,
  type CheckoutDraft,
} from "@/domain/checkout/checkout-draft";

/** The tab's checkout draft (decision 061), or null; null on the server and when storage is blocked. */
export function readCheckoutDraft(): CheckoutDraft | null {
  if (typeof window === "undefined") return null;
  try {
    return parseCheckoutDraft(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY));
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: a reload starts the checkout afresh, as before
  }
}
