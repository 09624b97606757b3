/** What /gifting shows while a gift is being chosen (issue 10): the day's label and the card. */
import { giftPounds } from "./gift-request";

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** 'Today' for the first day offered, else e.g. 'Tuesday 2 December 2025'. */
export function giftDayLabel(isoDay: string, today: string): string {
  if (isoDay === today) return "Today";
  return DAY_LABEL.format(new Date(`${isoDay}T12:00:00Z`)).replace(",", "");
}

export const GIFT_CODE_PLACEHOLDER = "GIFT-XXXX-XXXX";
export const GIFT_CANCELLED_MESSAGE = "Your payment was cancelled. Nothing was charged.";

export interface GiftPreview {
  to: string;
  from: string;
  amount: string;
  message: string | null;
  code: string;
}

/** The card the recipient will receive, as the page previews it (the code comes after payment). */
export function giftPreview(input: {
  amountPounds: number;
  senderFirstName: string;
  senderLastName: string;
  recipientFirstName: string;
  message?: string | null;
}): GiftPreview {
  return {
    to: `For ${input.recipientFirstName}`,
    from: `From ${input.senderFirstName} ${input.senderLastName}`,
    amount: giftPounds(input.amountPounds),
    message: input.message?.trim() ? input.message : null,
    code: GIFT_CODE_PLACEHOLDER,
  };
}
