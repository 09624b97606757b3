import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageSlices } from "@/components/page-slices";
import { cachedHomePage } from "@/server/cache/cached-reads";
import { isPreviewing } from "@/server/http/preview-mode";
import { loadPageMetadata } from "@/server/services/content/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return loadPageMetadata({ type: "home" }, await isPreviewing());
}

export default async function HomePage() {
  // Staff in preview mode see the home page's draft (spec 7.5).
  const page = await cachedHomePage(await isPreviewing());
  if (!page) notFound();
  return <PageSlices slices={page.data.slices} />;
}
