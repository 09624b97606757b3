import type { Metadata } from "next";
import Link from "next/link";
import { REPLY_PROMISE } from "@/domain/delivery/promises";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await loadSiteMetadata()),
    title: "Care and damage policy | Littlerobe",
  };
}

/** What a parent looks for before paying (issue 13): washing, stains, damage, outgrowing. */
export default function CarePage() {
  return (
    <article className="info-page">
      <h1>Care and damage policy</h1>
      <p className="info-page__promise">
        Little ones are messy, and that&apos;s fine: everyday wear, small marks and stains are part
        of renting, and never cost you anything.
      </p>
      <h2>Washing</h2>
      <p>
        Every piece arrives professionally cleaned. While it&apos;s with you, wash it as you would
        your own clothes, following the care label. No need to wash before sending it back: we clean
        everything between families.
      </p>
      <h2>Stains and wear</h2>
      <p>
        Food, paint, grass and nappy leaks happen. Send the piece back as usual; we treat stains
        ourselves, and retire what we can&apos;t restore at our own cost.
      </p>
      <h2>Damage and loss</h2>
      <p>
        A tear, a lost popper or a worn knee is normal wear: send it back and we repair it. We only
        charge if a piece is lost or damaged beyond repair; we tell you the amount first, and it is
        never more than the retail price shown on the piece&apos;s page.
      </p>
      <h2>Outgrown</h2>
      <p>
        Swap it whenever you like: book a return from your account and pick the next size up. See
        the <Link href="/size-guide">size guide</Link> and{" "}
        <Link href="/delivery">delivery and returns</Link>.
      </p>
      <h2>Questions</h2>
      <p>
        <Link href="/contact">Contact us</Link>. {REPLY_PROMISE}
      </p>
    </article>
  );
}
