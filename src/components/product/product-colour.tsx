"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

type ColourState = [string | null, (colour: string | null) => void];

const ProductColourContext = createContext<ColourState | null>(null);

/**
 * The colour chosen on a product page, shared by the picker and the pictures (issue 26: the
 * picture follows the chosen colour). `initial` is the picker's first colour, so the page is
 * drawn with that colour's pictures first.
 */
export function ProductColourProvider({
  initial,
  children,
}: {
  initial: string | null;
  children: ReactNode;
}) {
  const state = useState<string | null>(initial);
  return <ProductColourContext.Provider value={state}>{children}</ProductColourContext.Provider>;
}

/** The page's shared colour, or a state of the caller's own outside a ProductColourProvider. */
export function useProductColour(initial: () => string | null): ColourState {
  const shared = useContext(ProductColourContext);
  const own = useState<string | null>(initial);
  return shared ?? own;
}
