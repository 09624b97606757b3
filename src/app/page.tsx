import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { imageUrl } from "@/components/image-url";
import { PageSlices } from "@/components/page-slices";
import { pageMetadata } from "@/domain/content/settings";
import { loadHomePage, loadSiteContent } from "@/server/services/content/load-site-content";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const [page, site] = await Promise.all([loadHomePage(false), loadSiteContent(false)]);
  const meta = pageMetadata(page ?? undefined, site.settings);
  return {
    title: meta.title,
    description: meta.description,
    openGraph: { title: meta.title, description: meta.description, type: meta.type, ...(meta.image ? { images: [imageUrl(meta.image, 1200)] } : {}) },
  };
}

export default async function HomePage() {
  await connection();
  const page = await loadHomePage(false);
  if (!page) notFound();
  return <PageSlices slices={page.data.slices} />;
}
