import type { Metadata } from "next";
import Link from "next/link";
import { JoinInvitation } from "@/components/referrals/join-invitation";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await loadSiteMetadata()),
    title: "A month for you, a month for your friend | Littlerobe",
  };
}

/**
 * Where a member's share link lands (issue 27, "Give a month, get a month"): the same page for
 * everyone; the code in the link is kept by the browser (JoinInvitation) for the checkout.
 */
export default function JoinPage() {
  return (
    <article className="info-page">
      <h1>A month for you, a month for your friend</h1>
      <JoinInvitation />
      <ol>
        <li>Choose a plan and pick your child&apos;s wardrobe.</li>
        <li>Create your account at checkout: your friend&apos;s code is used for you.</li>
        <li>
          Once your first payment goes through, you both get a month&apos;s credit, taken off your
          next payments.
        </li>
      </ol>
      <p>Friends&apos; codes are for families joining Littlerobe for the first time.</p>
      <p>
        <Link className="button" href="/collection">
          Choose your wardrobe
        </Link>
      </p>
    </article>
  );
}
