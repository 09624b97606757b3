/** Timings, browser keys and layout constants of spec section 9. */
import type { PopupName } from "./content/documents";

/** Delay between pressing submit and the submission itself. */
export const FORM_SUBMIT_DELAY_MS = 400;
/** How long the newsletter band's button reads 'Email subscribed!'. */
export const EMAIL_SUBSCRIBED_BAND_MS = 3200;
/** Delay before the guest newsletter popup opens. */
export const GUEST_POPUP_DELAY_MS = 5000;
/** Delay before popup state is reset. */
export const POPUP_RESET_MS = 300;
/** Delay between scrolling to the top and going back in history on a product page. */
export const BACK_NAVIGATION_DELAY_MS = 10;

export const STORAGE_KEYS = {
  cart: "cart",
  subscriptionOption: "subscriptionOptionNew",
  postcode: "postcode",
  displayFull: "displayFull",
} as const;

export const QUERY_PARAMS = {
  subscribe2023: "subscribe2023",
  enableTest: "enableTest",
} as const;

/** The query parameter of the password-reset e-mail's link; the home page opens NEWPASSWORD with it. */
export const RESET_TOKEN_PARAM = "reset_token";

export const POPUP_NAMES = {
  regularNewsletter: "regularNewsletter",
  customNewsletter: "customNewsletter",
} as const satisfies Record<string, PopupName>;

export const LOGO_SIZES = {
  header: 44,
  large: 350,
} as const;
