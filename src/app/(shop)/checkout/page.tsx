import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { ReferralCodeField } from "@/components/referrals/referral-code-field";
import { shownSiteContent } from "@/server/reads/shown-content";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

/** No document of its own: the settings' share fields (spec 2.9). */
export async function generateMetadata(): Promise<Metadata> {
  return loadSiteMetadata();
}

/** The same page for everyone; who is checking out is asked for by the browser (issue 8). */
export default async function CheckoutPage() {
  const { settings } = await shownSiteContent();
  return (
    <section>
      <h1>Checkout</h1>
      <ReferralCodeField />
      <CheckoutView
        settings={{
          deliveryTimes: settings.deliveryTimes,
          blockedDates: settings.blockedDates,
          postcodeList: settings.postcodeList,
          excludedPostcodes: settings.excludedPostcodes,
        }}
      />
    </section>
  );
}
