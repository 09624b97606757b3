import type { Metadata } from "next";
import { CheckoutSummary } from "@/components/basket/checkout-summary";

export const metadata: Metadata = { title: "Checkout | Littlerobe" };

export default function CheckoutPage() {
  return (
    <section>
      <h1>Checkout</h1>
      <CheckoutSummary />
    </section>
  );
}
