/**
 * A next-size wardrobe as /account shows it (issue 27, sizes ahead of time): the shapes the server
 * reads (load-next-size-proposals.ts) and the browser's panel draws. Types only.
 */
import type { PieceSource } from "./next-size-wardrobe";

export interface ShownGarment {
  productId: number;
  variantId: number;
  name: string;
  slug: string;
  image: string | null;
  size: string | null;
  color: string | null;
}

export interface ShownProposalPiece extends ShownGarment {
  /** The stored piece's place (what 'Change' names). */
  position: number;
  source: PieceSource;
  /** 'kept' in stock; 'replaced' (this garment stands in for `was`); 'dropped' (no stand-in). */
  state: "kept" | "replaced" | "dropped";
  /** The garment that went out of stock in this size, by name. */
  was: string | null;
  /** What the piece may be changed for: garments in the size with stock. */
  choices: ShownGarment[];
}

export interface ShownProposal {
  id: number;
  childName: string;
  /** The size's name: '3-4 years'. */
  size: string;
  /** yyyy-mm-dd: the day the size is predicted to start. */
  nextFrom: string;
  pieces: ShownProposalPiece[];
}
