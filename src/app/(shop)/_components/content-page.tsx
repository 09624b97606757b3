import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PageSlices } from "@/components/page-slices";
import { shownPage, shownSiteContent } from "@/server/reads/shown-content";
import { loadPageMetadata } from "@/server/reads/page-metadata";

/** generateMetadata for a content page: its share fields with the settings fallback (spec 2.9). */
export async function contentPageMetadata(uid: string): Promise<Metadata> {
  return loadPageMetadata({ uid });
}

/**
 * A content page (spec 2.1): its published document, or the draft in preview mode; no document is a
 * 404. Pages without a leading hero get the document's title as their h1. `children` (e.g. the
 * contact form) go after the body and before a closing newsletter section; `lead` (the postcode check)
 * right after the opening section.
 */
export async function ContentPage({
  uid,
  lead,
  children,
}: {
  uid: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const [page, { settings }] = await Promise.all([shownPage(uid), shownSiteContent()]);
  if (!page) notFound();
  const slices = page.data.slices;
  const newsletterAt = slices.findIndex((slice) => slice.slice_type === "newsletter");
  const split = newsletterAt === -1 ? slices.length : newsletterAt;
  const opening = lead ? Math.min(1, split) : split;
  return (
    <article className={`content-page content-page--${page.uid}`}>
      {slices[0]?.slice_type !== "hero" && (
        <h1 className="content-page__title">{page.data.title}</h1>
      )}
      <PageSlices slices={slices.slice(0, opening)} newsletter={settings.newsletter} />
      {lead}
      <PageSlices
        slices={slices.slice(opening, split)}
        offset={opening}
        newsletter={settings.newsletter}
      />
      {children}
      {split < slices.length && (
        <PageSlices slices={slices.slice(split)} newsletter={settings.newsletter} />
      )}
    </article>
  );
}
