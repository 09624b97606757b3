import type { Metadata } from "next";
import { CollectionView } from "@/app/(shop)/collection/_components/collection-view";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  // A filtered or later page is a view of the collection: search engines index that one.
  return {
    ...(await loadSiteMetadata()),
    alternates: { canonical: "/collection" },
  };
}

/**
 * Rendered whole for the request, as /account: with no static shell sent ahead of the list, a list
 * that cannot be read (the database down) fails the page before its first byte, so the answer is
 * 503 with Retry-After (scripts/server.mjs) instead of a 200 carrying the error page (issue 23).
 */
export const instant = false;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /collection with filters or a page number (the proxy rewrites those URLs here): the list for
 * this query, from the cached catalogue, in the shared frame.
 */
export default async function FilteredCollectionPage({ searchParams }: Props) {
  return <CollectionView query={parseFilterQuery(await searchParams)} />;
}
