/** Checkout texts of spec sections 2.6, 2.4 and 8, exactly as shown to the user. */

export const UNAVAILABLE_ITEMS_MESSAGE = "Your bag has unavailable items";
export const NO_PLAN_MESSAGE = "Please pick a subscription plan before checking out";
export const UPGRADE_PLAN_LABEL = "Upgrade your plan";
export const ITEMS_NOT_AVAILALE = "Some items are not available anymore";
/** Two checkouts of one member at once (two tabs): only the newest payment page stays open. */
export const CHECKOUT_SUPERSEDED_MESSAGE =
  "You started this checkout again in another window. Please pay on the newest payment page.";

/** '{n} items' of the spec's texts, read as English: '1 item', '2 items' (issue 13). */
function items(n: number): string {
  return `${n} ${n === 1 ? "item" : "items"}`;
}

export function overLimitMessage(n: number): string {
  return `You have ${items(n)} more than are available in your plan, consider choosing a new plan or removing some items`;
}

export function itemsLeftMessage(n: number): string {
  return `You still have ${items(n)} left to pick`;
}

export const CHECKOUT_PATH = "/checkout";
export const COLLECTION_PATH = "/collection";
