import { expect, type Page } from "./shop-test";

// The simulated warehouse, driven the way its clock would drive it (E2E_CLOCK): each step moves it
// on by some minutes, then the shop hands over and syncs at once. It moves every order of the shop.

const HOUR = 60;

/** Moves the simulated warehouse on, then the shop hands over and syncs at once. */
export async function warehouseAfter(page: Page, minutes: number) {
  const response = await page.request.post("/api/dev/warehouse", {
    data: { minutes },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}

/** Paid orders are handed over, then dispatched two hours later: on their way to the families. */
export async function dispatch(page: Page) {
  await warehouseAfter(page, 0);
  await warehouseAfter(page, 2 * HOUR + 10);
}

/** What was dispatched is delivered the next day. */
export async function deliver(page: Page) {
  await warehouseAfter(page, 24 * HOUR);
}

/** Booked returns are handed over, then received two days later. */
export async function receiveReturns(page: Page) {
  await warehouseAfter(page, 0);
  await warehouseAfter(page, 48 * HOUR + 10);
}

/** What was received is cleaned the day after, and back on the shelf. */
export async function clean(page: Page) {
  await warehouseAfter(page, 24 * HOUR + 10);
}
