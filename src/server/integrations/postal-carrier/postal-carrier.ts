/** What the carrier needs to make a return's prepaid label. */
export interface ReturnLabelRequest {
  returnId: number;
  /** Ours, 'LR-R-000042': on the label, and the carrier's order reference. */
  reference: string;
  family: {
    name: string;
    postcode: string | null;
    /** Their address where we have one (Click & Drop keeps it with the order). */
    address: { line1: string; line2: string | null; city: string; postcode: string } | null;
  };
  /** The shop's returns address, one line each, ending with its postcode. */
  returnAddress: readonly string[];
  /** yyyy-mm-dd: the day to post it by. */
  dueDate: string;
  itemCount: number;
}

export interface ReturnLabel {
  /** The carrier's own id for it (Click & Drop's orderIdentifier). */
  carrierReference: string;
  trackingNumber: string | null;
  /** The label to print, a PDF. */
  pdf: Uint8Array;
  /** What the QR code for a Post Office counter encodes; null when the carrier gives none. */
  counterCode: string | null;
}

/** One step of the parcel's journey, as the carrier reports it. */
export interface TrackingEvent {
  code: "label_created" | "label_printed" | "manifested" | "despatched";
  description: string;
  /** ISO time. */
  occurredAt: string;
}

/** The postal carrier the shop's returns travel with (spec 3.3's shipping method royal_mail). */
export interface PostalCarrier {
  readonly name: "local" | "royal_mail_click_drop";
  /** Makes the return's label; asked again for the same reference, answers the same label. */
  createReturnLabel(request: ReturnLabelRequest): Promise<ReturnLabel>;
  trackingEvents(label: {
    carrierReference: string;
    trackingNumber: string | null;
    createdAt: Date;
  }): Promise<TrackingEvent[]>;
}

/**
 * Why the carrier failed, in our terms: it could not be reached or was busy ('unavailable', worth
 * another try), or it refused what we sent ('refused'). The message is for logs, never for users.
 */
export class PostalCarrierError extends Error {
  constructor(
    readonly reason: "unavailable" | "refused",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PostalCarrierError";
  }
}
