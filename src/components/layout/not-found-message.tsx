import Link from "next/link";

/** What an unknown address shows, inside whichever frame the page already has. */
export function NotFoundMessage() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link
        may be mistyped.
      </p>
      <p>
        <Link className="button" href="/collection">
          Browse the collection
        </Link>
      </p>
    </section>
  );
}
