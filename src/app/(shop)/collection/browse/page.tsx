import type { Metadata } from "next";
import { Suspense } from "react";
import { CollectionView } from "@/components/catalogue/collection-view";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { loadSiteMetadata } from "@/server/services/content/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  // A filtered or later page is a view of the collection: search engines index that one.
  return {
    ...(await loadSiteMetadata()),
    alternates: { canonical: "/collection" },
  };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /collection with filters or a page number (the proxy rewrites those URLs here): the frame is the
 * shared shell, the list is rendered for this query from the cached catalogue.
 */
export default function FilteredCollectionPage({ searchParams }: Props) {
  return (
    <Suspense fallback={<h1>The collection</h1>}>
      <FilteredView searchParams={searchParams} />
    </Suspense>
  );
}

async function FilteredView({ searchParams }: Props) {
  return <CollectionView query={parseFilterQuery(await searchParams)} />;
}
