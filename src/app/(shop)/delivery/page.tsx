import type { Metadata } from "next";
import Link from "next/link";
import {
  DELIVERY_PROMISE,
  notServedText,
  RETURNS_PROMISE,
  servedAreasText,
} from "@/domain/delivery/promises";
import { ROYAL_MAIL_WORKING_DAYS } from "@/domain/delivery/working-days";
import { RETURN_STEPS } from "@/domain/returns/return-request";
import { shownSiteContent } from "@/server/reads/shown-content";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await loadSiteMetadata()),
    title: "Delivery and returns | Littlerobe",
  };
}

/**
 * Where and how fast the shop delivers (issues 13 and 25): the whole UK, in 48 hours to the served
 * postcodes of the settings and by Royal Mail elsewhere, but the postcodes the settings exclude.
 */
export default async function DeliveryPage() {
  const { settings } = await shownSiteContent();
  const notServed = notServedText(settings.excludedPostcodes, { withCodes: true });
  return (
    <article className="info-page">
      <h1>Delivery and returns</h1>
      <p className="info-page__promise">{DELIVERY_PROMISE}</p>
      <h2>Where we deliver</h2>
      <p>
        <strong>Within 48 hours</strong> to these London postcode areas, by our own delivery round:{" "}
        <strong data-testid="served-areas">{servedAreasText(settings.postcodeList)}</strong>.
      </p>
      <p>
        <strong>Everywhere else in the UK</strong> by Royal Mail, in about {ROYAL_MAIL_WORKING_DAYS}{" "}
        working days.
      </p>
      {notServed && (
        <p data-testid="not-served">
          {notServed} Royal Mail can&apos;t take a wardrobe there and back at our UK price and
          speed: at checkout you can join the waitlist and we&apos;ll let you know when we can.
        </p>
      )}
      <p>
        You can check your postcode on the home page, the collection and any garment&apos;s page.
      </p>
      <h2>Delivery days and slots</h2>
      <p>
        In London you choose the day (Monday to Saturday, from 48 hours after you order) and a time
        slot: {settings.deliveryTimes.join(", ")}.
      </p>
      <p>
        By Royal Mail you choose the day, from the {ROYAL_MAIL_WORKING_DAYS}th working day after you
        order. Royal Mail&apos;s working days are Monday to Saturday, except bank holidays and the
        days we close (such as Christmas). There are no time slots: the postie brings it that day.
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
