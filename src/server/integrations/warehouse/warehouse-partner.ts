/**
 * The warehouse / fulfilment partner (spec 1, 3.1, issue 11): it stores the garments, dispatches
 * deliveries, receives and cleans returns, and reports stock. The shop reaches it over HTTP through
 * the JSON API in docs/warehouse-api.openapi.yaml; the embedded default is the simulated warehouse
 * served by the app itself, so the one HTTP adapter runs everywhere.
 *
 * Every list call is cursor-based: the partner numbers its events, the shop keeps the last number it
 * applied (api_logs.last_id_synced) and asks for what came after, so a run repeated or resumed
 * applies nothing twice.
 */

export type DeliveryProvider = "royal_mail" | "manual";

export interface PartnerAddress {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  email: string;
  phone: string | null;
}

/** One garment as both sides know it. */
export interface PartnerGarment {
  productItemId: number;
  sku: string;
  barcode: string | null;
}

export interface PartnerOrderRequest {
  /** The same key for every attempt of one delivery: the partner creates the order once. */
  idempotencyKey: string;
  /** Our partial_order id. */
  reference: string;
  deliveryProvider: DeliveryProvider;
  address: PartnerAddress;
  items: PartnerGarment[];
}

export interface PartnerOrder {
  fulfilmentOrderId: string;
  reference: string;
}

export type PartnerOrderEvent = "dispatched" | "delivered" | "problem";

export interface PartnerOrderUpdate {
  /** The partner's event number; strictly increasing. */
  cursor: string;
  fulfilmentOrderId: string;
  reference: string;
  event: PartnerOrderEvent;
  trackingCode: string | null;
  deliveryProvider: DeliveryProvider | null;
  occurredAt: string;
  note: string | null;
}

export interface PartnerReturnRequest {
  idempotencyKey: string;
  /** Our return reference ('LR-R-000042'), the one the member writes on the parcel. */
  reference: string;
  items: PartnerGarment[];
}

export interface PartnerReturn {
  fulfilmentReturnId: string;
  /** The partner's own reference for the return (kept beside ours). */
  returnReference: string;
  /** A prepaid label the member can print, when the carrier issues one. */
  labelUrl: string | null;
}

/** What happened to one garment of a return at the warehouse. */
export type PartnerReturnEvent = "received" | "cleaned" | "problem";

export interface PartnerReturnUpdate {
  cursor: string;
  fulfilmentReturnId: string;
  reference: string;
  productItemId: number;
  event: PartnerReturnEvent;
  occurredAt: string;
  note: string | null;
}

/** A garment the partner booked in (goods-in): new stock for the shop. */
export interface PartnerGoodsIn {
  cursor: string;
  /** The variant's fulfilment id (product_variants.fulfilment_id). */
  fulfilmentId: string;
  sku: string;
  barcode: string;
  rfid: string | null;
  occurredAt: string;
}

export interface PartnerStockLevel {
  fulfilmentId: string;
  sku: string;
  /** Garments on the partner's shelf, ready to send. */
  available: number;
}

export interface PartnerRetirement {
  idempotencyKey: string;
  productItemId: number;
  barcode: string | null;
  reason: string;
  disposition: "RESALE" | "EX_HIRE" | "SOLD";
}

export interface Page<T> {
  items: T[];
  /** The cursor to ask from next time (the last item's, or the one asked with when empty). */
  cursor: string | null;
}

/** The partner failed or answered something we cannot use; `kind` says which, for api_logs. */
export class WarehouseError extends Error {
  constructor(
    readonly kind: "unavailable" | "timeout" | "malformed" | "rejected",
    message: string,
  ) {
    super(message);
    this.name = "WarehouseError";
  }

  /** The partner could not be reached or did not answer in time: not the request's fault. */
  get partnerDown(): boolean {
    return this.kind === "unavailable" || this.kind === "timeout";
  }
}

export interface WarehousePartner {
  createOrder(request: PartnerOrderRequest): Promise<PartnerOrder>;
  listOrderUpdates(after: string | null, limit?: number): Promise<Page<PartnerOrderUpdate>>;
  createReturn(request: PartnerReturnRequest): Promise<PartnerReturn>;
  listReturnUpdates(after: string | null, limit?: number): Promise<Page<PartnerReturnUpdate>>;
  listGoodsIn(after: string | null, limit?: number): Promise<Page<PartnerGoodsIn>>;
  stockLevels(): Promise<PartnerStockLevel[]>;
  reportRetirement(retirement: PartnerRetirement): Promise<{ fulfilmentRetirementId: string }>;
}
