import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage, contentPageMetadata } from "@/app/(shop)/_components/content-page";
import { isNewPageAddress } from "@/domain/content/new-page";
import { cachedPublishedPageUids } from "@/server/reads/cached-reads";

type Props = { params: Promise<{ page: string }> };

/**
 * A page made in the back office ('New page', issue 12), shown at its address. The screens with a
 * folder of their own (/about, /collection, ...) win over this route; an address 'New page' would
 * refuse is a 404 without a read. Published pages are built ahead; one published later is rendered
 * on its first visit and kept until the content changes (the content tag), like product pages.
 */
export async function generateStaticParams(): Promise<{ page: string }[]> {
  const uids = (await cachedPublishedPageUids()).filter(isNewPageAddress);
  // Next.js needs one at least; an address with no page is a cached 404 until the content changes.
  return uids.length > 0 ? uids.map((page) => ({ page })) : [{ page: "none" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  if (!isNewPageAddress(page)) return {};
  return { ...(await contentPageMetadata(page)), alternates: { canonical: `/${page}` } };
}

export default async function NewContentPage({ params }: Props) {
  const { page } = await params;
  if (!isNewPageAddress(page)) notFound();
  return <ContentPage uid={page} />;
}
