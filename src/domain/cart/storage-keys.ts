/** Browser storage keys of the cart and the chosen plan (spec 9). No dependencies: the page shell imports it. */
export const CART_STORAGE_KEY = "cart";
export const PLAN_STORAGE_KEY = "subscriptionOptionNew";
