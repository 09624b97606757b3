import Link from "next/link";

export default function NotFound() {
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
