import type { Metadata } from "next";
import { env } from "@/config/env";
import { JsonLd } from "@/components/json-ld";
import { organizationJsonLd } from "@/domain/seo";
import { notFound } from "next/navigation";
import { PageSlices } from "@/components/page-slices";
import { PlanPicker } from "@/components/plans/plan-picker";
import { plansFromText } from "@/components/plans/plan-text";
import { PostcodeCheck } from "@/components/delivery/postcode-check";
import { deliveryAreaOf } from "@/domain/delivery/coverage";
import { shownHomePage, shownSiteContent } from "@/server/reads/shown-content";
import { loadPageMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await loadPageMetadata({ type: "home" });
  return { ...metadata, alternates: { canonical: "/" } };
}

export default async function HomePage() {
  // Staff in preview mode see the home page's draft (spec 7.5).
  const [page, { settings }] = await Promise.all([shownHomePage(), shownSiteContent()]);
  if (!page) notFound();
  // Plan first (issue 13): after the opening section, the plans for a visitor without one; the
  // postcode check before them, so nobody picks a plan for a place we don't deliver to (issue 25).
  const [opening, ...rest] = page.data.slices;
  // The monthly price in a phone's first screen (issue 26), for everyone (the page is shared):
  // under the opening's button, or after the opening when it is not a hero.
  const price = plansFromText(settings.subscriptionOptions);
  const priceLine = price && (
    <p className="home-price" data-testid="monthly-price">
      {price}
    </p>
  );
  return (
    <>
      <JsonLd data={organizationJsonLd(env().APP_URL)} />
      <PageSlices
        slices={opening ? [opening] : []}
        newsletter={settings.newsletter}
        heroNote={priceLine}
      />
      {opening?.slice_type !== "hero" && priceLine}
      <PostcodeCheck area={deliveryAreaOf(settings)} layout="band" />
      <PlanPicker placement="first" then="/collection" />
      <PageSlices slices={rest} offset={1} newsletter={settings.newsletter} />
    </>
  );
}
