/** What the shop asks of the card payment provider (spec 7.4). More calls arrive with checkout. */
export interface SubscriptionStatus {
  active: boolean;
}

export interface PaymentGateway {
  readonly name: "local" | "stripe";
  getSubscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus>;
}
