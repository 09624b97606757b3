/** What the checkout page knows of a signed-in member (GET /api/checkout). */
export interface CheckoutDetails {
  /** The saved delivery details, to fill the form in. */
  address: {
    title: string;
    firstName: string;
    lastName: string;
    address1: string;
    address2: string;
    city: string;
    postcode: string;
    country: string;
    contactNumber: string;
  };
  /** Accepted once: the form is DELIVERYTERMSACCEPTED from then on. */
  termsAccepted: boolean;
  /** The member's live subscription, when there is one: their plan and the garments they hold. */
  membership: Membership | null;
}

export interface Membership {
  plan: string;
  limit: number;
  price: number;
  paymentPriceId: string;
  /** active, paused, cancelling (active until the period ends), or ended. */
  state: "active" | "paused" | "cancelling" | "ended";
  /** The garments with the member or on their way, by variant (one entry per garment). */
  heldVariantIds: number[];
  /** What the swap's terms need (issue 27, part next-box); absent for an ended membership. */
  nextBox?: NextBoxFacts;
}

export interface NextBoxFacts {
  /** The garments with the member now (delivered), by variant: swapped out, they go on a return. */
  withYouVariantIds: number[];
  /** Garments already on their way back to the warehouse. */
  onTheirWayBack: number;
  /** Why the next swap is held (a return overdue), or null. */
  hold: string | null;
}
