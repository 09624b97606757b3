import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageSlices } from "@/components/page-slices";
import { isPreviewing } from "@/server/http/preview-mode";
import { loadHomePage } from "@/server/services/content/load-site-content";
import { loadPageMetadata } from "@/server/services/content/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return loadPageMetadata({ type: "home" }, await isPreviewing());
}

export default async function HomePage() {
  await connection();
  // Staff in preview mode see the home page's draft (spec 7.5).
  const page = await loadHomePage(await isPreviewing());
  if (!page) notFound();
  return <PageSlices slices={page.data.slices} />;
}
