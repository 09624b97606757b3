"use client";

import Link from "next/link";
import { ErrorMessage } from "@/components/layout/error-message";

/** A page that failed (a database read included): the shop's header and footer stay around it. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorMessage
      error={error}
      retry={retry}
      homeLink={
        <Link className="button button--secondary" href="/collection">
          Back to the shop
        </Link>
      }
    />
  );
}
