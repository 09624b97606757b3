import type { Metadata } from "next";
import Link from "next/link";
import { DELIVERY_PROMISE, RETURNS_PROMISE, servedAreasText } from "@/domain/delivery/promises";
import { RETURN_STEPS } from "@/domain/returns/return-request";
import { shownSiteContent } from "@/server/reads/shown-content";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await loadSiteMetadata()),
    title: "Delivery and returns | Littlerobe",
  };
}

/** Where and how fast the shop delivers (issue 13): the served postcodes of the settings. */
export default async function DeliveryPage() {
  const { settings } = await shownSiteContent();
  return (
    <article className="info-page">
      <h1>Delivery and returns</h1>
      <p className="info-page__promise">{DELIVERY_PROMISE}</p>
      <h2>Where we deliver</h2>
      <p>
        We deliver to these London postcode areas:{" "}
        <strong data-testid="served-areas">{servedAreasText(settings.postcodeList)}</strong>.
      </p>
      <p>
        Anywhere else in the UK, we&apos;re not there yet: at checkout you can join the waitlist and
        we&apos;ll let you know as soon as we deliver to you. You can check your postcode on any
        garment&apos;s page.
      </p>
      <h2>Delivery slots</h2>
      <p>
        You choose the day (Monday to Saturday, from 48 hours after you order) and a time slot:{" "}
        {settings.deliveryTimes.join(", ")}.
      </p>
      <h2>Swaps and returns</h2>
      <p>{RETURNS_PROMISE}</p>
      <ol data-testid="return-steps">
        {RETURN_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        Keep each piece as long as it fits. What happens if something is stained, damaged or lost is
        in our <Link href="/care">care and damage policy</Link>.
      </p>
    </article>
  );
}
