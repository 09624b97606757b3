"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { addToCart, removeFromCart } from "@/domain/cart/cart-rules";
import { CART_STORAGE_KEY, PLAN_STORAGE_KEY } from "@/domain/cart/storage-keys";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import type { ModalState } from "./modal-state";
import type { SiteContext } from "./site-context";

interface ShopState extends SiteContext {
  cart: CartItem[];
  plan: CartPlan | null;
  /** False until the cart and plan have been read from browser storage. */
  hydrated: boolean;
  setCart(cart: CartItem[]): void;
  setPlan(plan: CartPlan | null): void;
  /** Adds by the rules of spec 4.6; opens the basket when the cart reaches the plan limit. */
  addItem(item: CartItem): boolean;
  removeItem(uid: string): void;
  modal: ModalState | null;
  openModal(modal: ModalState): void;
  closeModal(): void;
}

const ShopContext = createContext<ShopState | null>(null);

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the shop still works for this page view
  }
}

function writeStorage(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: keep the in-memory state
  }
}

export function ShopProvider({ site, children }: { site: SiteContext; children: ReactNode }) {
  const [cart, setCartState] = useState<CartItem[]>([]);
  const [plan, setPlanState] = useState<CartPlan | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [modal, setModal] = useState<ModalState | null>(null);

  // The cart and plan persist in the browser (spec 4.6) under 'cart' and 'subscriptionOptionNew'.
  useEffect(() => {
    // The stored cart is validated with zod, loaded after the page so it is not in the first bundle.
    let active = true;
    void import("@/domain/cart/stored-cart").then(({ parseStoredCart, parseStoredPlan }) => {
      if (!active) return;
      setCartState(parseStoredCart(readStorage(CART_STORAGE_KEY)));
      setPlanState(parseStoredPlan(readStorage(PLAN_STORAGE_KEY)));
      setHydrated(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const setCart = useCallback((next: CartItem[]) => {
    setCartState(next);
    writeStorage(CART_STORAGE_KEY, next);
  }, []);

  const setPlan = useCallback((next: CartPlan | null) => {
    setPlanState(next);
    writeStorage(PLAN_STORAGE_KEY, next);
  }, []);

  const addItem = useCallback(
    (item: CartItem) => {
      const result = addToCart(cart, item, plan);
      if (result.added) setCart(result.cart);
      if (result.openBasket) setModal({ kind: "basket" });
      return result.added;
    },
    [cart, plan, setCart],
  );

  const removeItem = useCallback((uid: string) => setCart(removeFromCart(cart, uid)), [cart, setCart]);
  const openModal = useCallback((next: ModalState) => setModal(next), []);
  const closeModal = useCallback(() => setModal(null), []);

  const value = useMemo<ShopState>(
    () => ({ ...site, cart, plan, hydrated, setCart, setPlan, addItem, removeItem, modal, openModal, closeModal }),
    [site, cart, plan, hydrated, setCart, setPlan, addItem, removeItem, modal, openModal, closeModal],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/** Shop or user state outside the provider is a programming error (spec 8). */
export function useShop(): ShopState {
  const state = useContext(ShopContext);
  if (!state) throw new Error("useShop must be used inside <ShopProvider>");
  return state;
}
