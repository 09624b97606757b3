/** Staff endpoints for orders, deliveries, returns, gift orders and members (issue 12). */
import { z } from "@/domain/zod";
import type { GiftOrderStatus, OrderItemStatus, OrderStatus } from "@/domain/enums";
import {
  internalNoteChange,
  orderItemStatusChange,
  orderStatusChange,
} from "@/domain/admin/order-transitions";
import { entityId } from "@/domain/ids";
import { defineContract } from "./contract";

export const staffRecordParams = z.object({ id: entityId });
/** A member's id is the authentication user's id (text). */
export const memberParams = z.object({ id: z.string().min(1).max(200) });

export interface StatusChanged<S> {
  id: number;
  from: S;
  to: S;
}
export interface NoteSaved {
  id: number | string;
  internal_note: string | null;
}

export const orderStatusContract = defineContract<StatusChanged<OrderStatus>>()({
  method: "POST",
  path: "/api/staff/orders/[id]/status",
  input: orderStatusChange,
});
export const orderNoteContract = defineContract<NoteSaved>()({
  method: "PUT",
  path: "/api/staff/orders/[id]/note",
  input: internalNoteChange,
});
export const orderItemStatusContract = defineContract<StatusChanged<OrderItemStatus>>()({
  method: "POST",
  path: "/api/staff/order-items/[id]/status",
  input: orderItemStatusChange,
});
export const deliveryStatusContract = defineContract<StatusChanged<OrderStatus>>()({
  method: "POST",
  path: "/api/staff/deliveries/[id]/status",
  input: orderStatusChange,
});
export const deliveryNoteContract = defineContract<NoteSaved>()({
  method: "PUT",
  path: "/api/staff/deliveries/[id]/note",
  input: internalNoteChange,
});
export const returnStatusContract = defineContract<StatusChanged<OrderStatus>>()({
  method: "POST",
  path: "/api/staff/returns/[id]/status",
  input: orderStatusChange,
});
export const returnNoteContract = defineContract<NoteSaved>()({
  method: "PUT",
  path: "/api/staff/returns/[id]/note",
  input: internalNoteChange,
});

/** What staff may change on a gift order; the spec 5 rules are applied by the service. */
export const giftOrderUpdate = z.object({
  deliveryDay: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose one of the delivery days offered"),
  email_recipient: z.string().max(320),
  message: z.string().max(5000),
});
export interface GiftOrderSaved {
  id: number;
  status: GiftOrderStatus;
  delivery_date: string | null;
}
export const giftOrderUpdateContract = defineContract<GiftOrderSaved>()({
  method: "PATCH",
  path: "/api/staff/gift-orders/[id]",
  input: giftOrderUpdate,
});
export const giftOrderNoteContract = defineContract<NoteSaved>()({
  method: "PUT",
  path: "/api/staff/gift-orders/[id]/note",
  input: internalNoteChange,
});
export const giftResendContract = defineContract<{ id: number; jobId: number }>()({
  method: "POST",
  path: "/api/staff/gift-orders/[id]/resend",
  input: z.object({}),
});

export const memberAdminContract = defineContract<{ id: string; is_admin: boolean }>()({
  method: "POST",
  path: "/api/staff/members/[id]/admin",
  input: z.object({ is_admin: z.boolean({ error: "Choose whether the member is staff." }) }),
});
