import type { Metadata } from "next";
import { CollectionView } from "@/app/(shop)/collection/_components/collection-view";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

/** No document of its own: the settings' share fields (spec 2.9). */
export async function generateMetadata(): Promise<Metadata> {
  // Every filtered or later page is a view of this one.
  return {
    ...(await loadSiteMetadata()),
    alternates: { canonical: "/collection" },
  };
}

/**
 * The first page of the whole collection: prerendered once and shared by every visitor (issue 8).
 * A filtered or later page (`?size=…`, `?page=2`) is answered by ./browse, to which the proxy
 * rewrites such URLs; the address bar keeps /collection?….
 */
export default function CollectionPage() {
  return <CollectionView query={parseFilterQuery({})} />;
}
