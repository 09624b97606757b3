import type { Metadata } from "next";
import { CheckoutSummary } from "@/components/basket/checkout-summary";
import { isPreviewing } from "@/server/http/preview-mode";
import { loadSiteMetadata } from "@/server/services/content/page-metadata";

/** No document of its own: the settings' share fields (spec 2.9). */
export async function generateMetadata(): Promise<Metadata> {
  return loadSiteMetadata(await isPreviewing());
}

export default function CheckoutPage() {
  return (
    <section>
      <h1>Checkout</h1>
      <CheckoutSummary />
    </section>
  );
}
