import { describe, expect, it } from "vitest";
import {
  BACK_NAVIGATION_DELAY_MS,
  EMAIL_SUBSCRIBED_BAND_MS,
  FORM_SUBMIT_DELAY_MS,
  GUEST_POPUP_DELAY_MS,
  LOGO_SIZES,
  POPUP_NAMES,
  POPUP_RESET_MS,
  QUERY_PARAMS,
  STORAGE_KEYS,
} from "./timings";

describe("constants of spec section 9", () => {
  it("uses the spec's timings", () => {
    expect([
      FORM_SUBMIT_DELAY_MS,
      EMAIL_SUBSCRIBED_BAND_MS,
      GUEST_POPUP_DELAY_MS,
      POPUP_RESET_MS,
      BACK_NAVIGATION_DELAY_MS,
    ]).toEqual([400, 3200, 5000, 300, 10]);
  });

  it("uses the spec's browser keys, query parameters, popup names and logo sizes", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      "cart",
      "subscriptionOptionNew",
      "postcode",
      "displayFull",
    ]);
    expect(Object.values(QUERY_PARAMS)).toEqual(["subscribe2023", "enableTest"]);
    expect(Object.values(POPUP_NAMES)).toEqual(["regularNewsletter", "customNewsletter"]);
    expect(LOGO_SIZES).toEqual({ header: 44, large: 350 });
  });
});
