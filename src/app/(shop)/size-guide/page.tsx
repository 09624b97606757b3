import type { Metadata } from "next";
import Link from "next/link";
import { AGE_SIZES, otherLabelsFor } from "@/domain/catalogue/age-sizes";
import { BUILT_IN_HIDDEN_SIZE_LABELS } from "@/domain/content/settings";
import { loadSiteMetadata } from "@/server/reads/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await loadSiteMetadata()), title: "Size guide | Littlerobe" };
}

/** The size guide every product page links to (issue 13): the age sizes with height and chest. */
export default function SizeGuidePage() {
  return (
    <article className="info-page">
      <h1>Size guide</h1>
      <p>
        Our sizes follow UK age ranges. Children grow at their own pace, so go by height first: if
        your little one is between two sizes, choose the larger one — it will fit for longer.
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Sizes by age">
        <table className="size-table">
          <caption className="visually-hidden">Sizes by age, height and chest</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Height</th>
              <th scope="col">Chest</th>
            </tr>
          </thead>
          <tbody>
            {AGE_SIZES.map((size) => {
              const others = otherLabelsFor(size, BUILT_IN_HIDDEN_SIZE_LABELS);
              return (
                <tr key={size.slug}>
                  <th scope="row">
                    <span className="size-table__name">{size.name}</span>
                    {others.length > 0 && (
                      <small className="size-table__also">Also labelled {others.join(", ")}</small>
                    )}
                  </th>
                  <td>
                    {size.heightCm[0]}–{size.heightCm[1]} cm
                  </td>
                  <td>{size.chestCm} cm</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2>How to measure</h2>
      <ul>
        <li>
          <strong>Height:</strong> with your child standing straight against a wall, without shoes,
          from the top of the head to the floor. For a baby, lying down, from head to heel.
        </li>
        <li>
          <strong>Chest:</strong> around the fullest part of the chest, under the arms, with the
          tape snug but not tight.
        </li>
      </ul>
      <p>
        Some older garments carry the other labels shown under a size; in the collection each one is
        filed under its age size, so the size filter finds it.
      </p>
      <p>
        Outgrown already? Swap it for the next size up: see{" "}
        <Link href="/delivery">delivery and returns</Link>, or{" "}
        <Link href="/collection">browse the collection</Link>.
      </p>
    </article>
  );
}
