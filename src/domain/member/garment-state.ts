import { toOrderStatus } from "@/domain/enums";
import type { DeliveryRef, MemberItem, ReturnRef } from "./types";

/**
 * Where one of the member's garments is, in a parent's words (issue 11). Worked out from the
 * garment's status and its delivery and return: packed at the warehouse, in the post, at home, in
 * the post back, or back with us.
 */
export const GARMENT_STATE_WORDS = {
  being_packed: "Being packed",
  on_its_way: "On its way",
  with_you: "With you",
  on_its_way_back: "On its way back",
  received: "Received",
} as const;
export type GarmentState = keyof typeof GARMENT_STATE_WORDS;

const AT_THE_WAREHOUSE = ["HOLD", "STORAGE_HOLD"];

export function garmentState(
  item: Pick<MemberItem, "partial_order" | "partial_return" | "product_item">,
): GarmentState | null {
  const status = item.product_item?.status;
  if (!status) return null;
  if (item.partial_return) {
    if (status === "RETURNING" && !item.partial_return.received_at) return "on_its_way_back";
    return status === "CUSTOMER" ? "with_you" : "received";
  }
  if (AT_THE_WAREHOUSE.includes(status)) return "being_packed";
  if (status !== "CUSTOMER") return null;
  const delivery = item.partial_order;
  return delivery?.dispatched_at && !delivery.delivered_at ? "on_its_way" : "with_you";
}

/** Who carries a parcel, by shipping method (spec 3.5): Royal Mail, or the shop's own round ('48h'). */
export const CARRIER_NAMES: Record<string, string> = {
  royal_mail: "Royal Mail",
  manual: "Our own delivery round",
};

/** The carrier's page for a parcel: Royal Mail's tracking page; none for a hand delivery. */
export function trackingUrl(delivery: Pick<DeliveryRef, "tracking_code" | "delivery_provider">) {
  const code = delivery.tracking_code?.trim();
  if (!code || delivery.delivery_provider !== "royal_mail") return null;
  return `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(code)}`;
}

/** A return's progress as the member reads it on /account. */
export const RETURN_PROGRESS_WORDS = {
  awaiting_parcel: "Waiting for your parcel",
  received: "Received, thank you",
  finished: "Finished",
} as const;
export type ReturnProgress = keyof typeof RETURN_PROGRESS_WORDS;

export function returnProgress(ret: Pick<ReturnRef, "status" | "received_at">): ReturnProgress {
  if (toOrderStatus(ret.status) === "ORDER_FINALISED") return "finished";
  return ret.received_at ? "received" : "awaiting_parcel";
}
