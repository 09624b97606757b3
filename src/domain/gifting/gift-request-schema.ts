/** The shape and sizes of what /gifting sends (gift-request.ts has the days and the rules). */
import { z } from "@/domain/zod";
import { GIFT_DELIVERY_DAY_MESSAGE } from "./gift-request";

const text = z.string().max(1000).optional();
const person = z.object({
  title: text,
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
});

export const giftRequest = z.object({
  giftAmount: z.string().max(50),
  sender: person,
  recipient: person,
  message: z.string().max(5000).optional(),
  deliveryDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, GIFT_DELIVERY_DAY_MESSAGE),
});
export type GiftRequest = z.output<typeof giftRequest>;
