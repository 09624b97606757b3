import Link from "next/link";

/**
 * 'Previous' and 'Next' links for a server-paged list, keeping the list's filters in the address.
 */
export function Pager({
  path,
  query,
  page,
  hasNext,
}: {
  path: string;
  query: Record<string, string | undefined>;
  page: number;
  hasNext: boolean;
}) {
  const href = (to: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    if (to > 1) params.set("page", String(to));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label="Pages">
      {page > 1 && <Link href={href(page - 1)}>Previous</Link>}
      <span>Page {page}</span>
      {hasNext && <Link href={href(page + 1)}>Next</Link>}
    </nav>
  );
}
