"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import { newUid } from "@/components/product/new-uid";
import { useShop } from "@/components/shop-state/shop-provider";
import { WARDROBE_STARTED_KEY } from "@/components/shop-state/member-wardrobe";
import { cartAvailabilityContract } from "@/domain/api/cart-availability-contract";
import { keptItemsFromProducts, wardrobeKey } from "@/domain/cart/kept-items";
import type { CartItem } from "@/domain/cart/types";
import type {
  ShownGarment,
  ShownProposal,
  ShownProposalPiece,
} from "@/domain/children/next-size-proposal";
import { acceptedWardrobe } from "@/domain/children/next-size-wardrobe";
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from "@/domain/images";
import styles from "./next-size.module.css";

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const dayText = (isoDay: string) => dayMonth.format(new Date(`${isoDay}T12:00:00Z`));
const detail = (garment: ShownGarment) => [garment.size, garment.color].filter(Boolean).join(" · ");

/**
 * 'Ready for the next size' on /account (issue 27, sizes ahead of time): each next-size wardrobe
 * the shop picked, every piece with its picture, name and size; 'Change' swaps a piece for another
 * garment in that size with stock; 'Accept as my next swap' puts the pieces in the wardrobe (with
 * garments the family holds, kept, up to the plan's limit) and opens /checkout, where the swap is
 * confirmed by the same rules as any other; 'Not now' puts it away.
 */
export function NextSizePanel({ proposals }: { proposals: ShownProposal[] }) {
  if (proposals.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby="next-size-heading">
      <h2 id="next-size-heading">Ready for the next size</h2>
      {proposals.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} />
      ))}
    </section>
  );
}

function ProposalCard({ proposal }: { proposal: ShownProposal }) {
  const router = useRouter();
  const shop = useShop();
  const [changing, setChanging] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pieces = proposal.pieces.filter((piece) => piece.state !== "dropped");
  const dropped = proposal.pieces.filter((piece) => piece.state === "dropped");
  const headingId = `next-size-${proposal.id}`;

  const send = async (
    body:
      { action: "change"; position: number; variantId: number } | { action: "accept" | "dismiss" },
  ) => {
    const { nextSizeContract } = await import("@/domain/api/next-size-contracts");
    return callApi(nextSizeContract, { proposalId: proposal.id, ...body });
  };

  const change = async (piece: ShownProposalPiece, choice: ShownGarment) => {
    setBusy(true);
    setProblem(null);
    const result = await send({
      action: "change",
      position: piece.position,
      variantId: choice.variantId,
    });
    setBusy(false);
    if (!result.ok) return setProblem(result.error.message);
    setChanging(null);
    router.refresh();
  };

  const dismiss = async () => {
    setBusy(true);
    setProblem(null);
    const result = await send({ action: "dismiss" });
    setBusy(false);
    if (!result.ok) return setProblem(result.error.message);
    router.refresh();
  };

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    const result = await send({ action: "accept" });
    if (!result.ok || result.data.status !== "accepted") {
      setBusy(false);
      return setProblem(result.ok ? null : result.error.message);
    }
    const held = shop.profile?.membership?.held ?? [];
    const ids = [...new Set([...result.data.pieces, ...held].map((g) => g.productId))];
    const products = await callApi(cartAvailabilityContract, { product_ids: ids.join(",") });
    if (!products.ok) {
      setBusy(false);
      return setProblem(products.error.message);
    }
    const picked: CartItem[] = keptItemsFromProducts(
      result.data.pieces,
      products.data.products,
      newUid,
    ).map((item) => ({ ...item, keptItem: false }));
    const kept = keptItemsFromProducts(held, products.data.products, newUid);
    const limit = shop.plan?.limit ?? picked.length;
    // The held garments are in this wardrobe already: the member's wardrobe is not started again.
    if (shop.profile) {
      try {
        window.localStorage.setItem(WARDROBE_STARTED_KEY, wardrobeKey(shop.profile.id, held));
      } catch {
        // storage blocked: the wardrobe is still set for this visit
      }
    }
    shop.setCart(acceptedWardrobe(picked, kept, limit));
    router.push("/checkout");
  };

  return (
    <article className={styles.proposal} aria-labelledby={headingId} data-testid="next-size">
      <h3 id={headingId}>{`${proposal.childName}'s next size: ${proposal.size}`}</h3>
      <p>
        {`By our size guide, ${proposal.childName} moves up to ${proposal.size} around ${dayText(proposal.nextFrom)}. We have picked these from your favourites, what you chose before and what is in stock. Change any piece, then accept it as your next swap.`}
      </p>
      <ul className={styles.pieces} aria-label={`Picked for ${proposal.childName}`}>
        {pieces.map((piece) => (
          <li key={piece.position} className={styles.piece} data-testid="next-size-piece">
            <Garment garment={piece} />
            {piece.state === "replaced" && piece.was && (
              <p className={styles.note}>
                {`${piece.was} is out of stock in this size now, so we picked this instead.`}
              </p>
            )}
            {piece.choices.length > 0 && (
              <button
                type="button"
                className="button button--secondary"
                aria-expanded={changing === piece.position}
                onClick={() => setChanging(changing === piece.position ? null : piece.position)}
              >
                {changing === piece.position ? "Keep this one" : `Change ${piece.name}`}
              </button>
            )}
            {changing === piece.position && (
              <ul className={styles.choices} aria-label={`Instead of ${piece.name}`}>
                {piece.choices.map((choice) => (
                  <li key={choice.variantId}>
                    <button
                      type="button"
                      className={styles.choice}
                      disabled={busy}
                      onClick={() => void change(piece, choice)}
                    >
                      <Garment garment={choice} plain />
                      <span className="visually-hidden">Choose this</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {dropped.length > 0 && (
        <p className={styles.note} data-testid="next-size-dropped">
          {`No longer in stock in ${proposal.size}, so left out: ${dropped.map((piece) => piece.name).join(", ")}.`}
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={busy || pieces.length === 0}
          onClick={() => void accept()}
        >
          Accept as my next swap
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void dismiss()}
        >
          Not now
        </button>
      </div>
      <p className={styles.small}>
        Accepting puts these in your wardrobe; you confirm the swap at checkout, where your plan and
        swaps left apply as usual.
      </p>
    </article>
  );
}

function Garment({ garment, plain }: { garment: ShownGarment; plain?: boolean }) {
  return (
    <span className={styles.garment}>
      <img
        src={imageUrl(garment.image ?? DEFAULT_PRODUCT_IMAGE, 320)}
        alt=""
        width={56}
        height={70}
        loading="lazy"
      />
      <span>
        {plain ? (
          <span className={styles.name} data-testid="garment-name">
            {garment.name}
          </span>
        ) : (
          <Link
            className={styles.name}
            href={`/products/${garment.slug}`}
            data-testid="garment-name"
          >
            {garment.name}
          </Link>
        )}
        <span className={styles.detail}>{detail(garment)}</span>
      </span>
    </span>
  );
}
