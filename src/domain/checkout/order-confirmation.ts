/** The texts of the order confirmation (page and e-mail), without I/O. */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'yyyy-mm-dd' as a UK parent reads it: 'Thursday 26 November 2026'. */
export function formatDeliveryDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

export const CONFIRMATION_HEADING = "Thank you";

/** What happens after checkout, in order: shown on the confirmation page and in the e-mail. */
export const NEXT_STEPS = [
  "We're picking and packing your garments now.",
  "Royal Mail delivers them on your delivery day; we'll text you a tracking link when they leave us.",
  "Keep them as long as they fit. When it's time for a change, open your wardrobe, keep what you love and swap the rest.",
] as const;

export interface ConfirmationFacts {
  orderId: number;
  firstName: string | null;
  plan: string | null;
  deliveryDay: string | null;
  deliveryTime: string | null;
  items: readonly { name: string; size: string | null; color: string | null }[];
}

export function itemLine(item: ConfirmationFacts["items"][number]): string {
  return [item.name, item.size, item.color].filter(Boolean).join(", ");
}

export function confirmationSubject(orderId: number): string {
  return `Your Littlerobe order ${orderId} is confirmed`;
}

/** The e-mail's plain text (the HTML part carries the same lines). */
export function confirmationText(facts: ConfirmationFacts): string {
  const delivery = facts.deliveryDay
    ? `Delivery: ${facts.deliveryDay}${facts.deliveryTime ? `, ${facts.deliveryTime}` : ""}`
    : "";
  return [
    `Hi ${facts.firstName?.trim() || "there"},`,
    "",
    `Thank you! Your order number is ${facts.orderId}.`,
    facts.plan ? `Plan: ${facts.plan}` : "",
    delivery,
    "",
    "Your wardrobe:",
    ...facts.items.map((item) => `- ${itemLine(item)}`),
    "",
    "What happens next:",
    ...NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    "",
    "Love, the Littlerobe team",
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
}
