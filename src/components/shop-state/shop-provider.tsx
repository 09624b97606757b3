"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { callApi } from "@/components/api/call-api";
import { sessionContract } from "@/domain/api/session-contract";
import { addToCart, removeFromCart } from "@/domain/cart/cart-rules";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import { firstPaintHint } from "@/domain/member/first-paint-hint";
import type { SessionProfile } from "@/domain/member/types";
import { STORAGE_KEYS } from "@/domain/timings";
import { keepFirstPaintHint } from "./first-paint";
import type { ModalState } from "./modal-state";
import { startMemberWardrobe } from "./member-wardrobe";
import type { SiteContext } from "./site-context";

interface ShopState extends SiteContext {
  /** The signed-in member, or null for a guest (and until the session is known). */
  profile: SessionProfile | null;
  /** False until GET /api/session has answered (or failed): who is browsing is not known yet. */
  sessionKnown: boolean;
  /** Asks the server again who is browsing (after signing in, or a page restored from history). */
  refreshSession(): Promise<void>;
  cart: CartItem[];
  plan: CartPlan | null;
  /** False until the cart and plan have been read from browser storage. */
  hydrated: boolean;
  setCart(cart: CartItem[]): void;
  /** Changes the cart from its latest state (for answers that arrive after other changes). */
  updateCart(change: (cart: CartItem[]) => CartItem[]): void;
  setPlan(plan: CartPlan | null): void;
  /** Adds by the rules of spec 4.6; opens the basket when the cart reaches the plan limit. */
  addItem(item: CartItem): boolean;
  removeItem(uid: string): void;
  modal: ModalState | null;
  openModal(modal: ModalState): void;
  closeModal(): void;
  /** Keeps the signed-in profile in step with a favourite the server just toggled. */
  setFavourite(productId: number, favourite: boolean): void;
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
  // Pages are the same for every visitor (issue 8): the member's profile is asked for here.
  const [profile, setProfile] = useState<SessionProfile | null>(null);
  const [sessionKnown, setSessionKnown] = useState(false);
  const refreshSession = useCallback(async () => {
    const result = await callApi(sessionContract, {});
    // A failed check shows the guest's header; the member's own actions still ask the server.
    setProfile(result.ok ? result.data.profile : null);
    setSessionKnown(true);
  }, []);
  const router = useRouter();

  useEffect(() => {
    // The session is read after the page is shown, so it never holds up the shared page; the
    // answer comes from the server (an external system), hence the state set from this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refreshSession();
  }, [refreshSession]);

  // A page restored from the back/forward cache shows the state it was left in: ask the server again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void refreshSession();
      router.refresh();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [router, refreshSession]);

  // The cart and plan persist in the browser (spec 4.6) under 'cart' and 'subscriptionOptionNew'.
  useEffect(() => {
    // The stored cart is validated with zod, loaded after the page so it is not in the first bundle.
    let active = true;
    void import("@/domain/cart/stored-cart").then(({ parseStoredCart, parseStoredPlan }) => {
      if (!active) return;
      setCartState(parseStoredCart(readStorage(STORAGE_KEYS.cart)));
      setPlanState(parseStoredPlan(readStorage(STORAGE_KEYS.subscriptionOption)));
      setHydrated(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const setCart = useCallback((next: CartItem[]) => {
    setCartState(next);
    writeStorage(STORAGE_KEYS.cart, next);
  }, []);

  const updateCart = useCallback((change: (cart: CartItem[]) => CartItem[]) => {
    setCartState((current) => {
      const next = change(current);
      writeStorage(STORAGE_KEYS.cart, next);
      return next;
    });
  }, []);

  const setPlan = useCallback((next: CartPlan | null) => {
    setPlanState(next);
    writeStorage(STORAGE_KEYS.subscriptionOption, next);
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

  const removeItem = useCallback(
    (uid: string) => setCart(removeFromCart(cart, uid)),
    [cart, setCart],
  );
  const openModal = useCallback((next: ModalState) => setModal(next), []);
  const closeModal = useCallback(() => setModal(null), []);
  // A live member's wardrobe starts from what they hold, once per set of held garments (issue 9).
  useEffect(() => {
    const membership = profile?.membership;
    if (!hydrated || !profile || !membership) return;
    if (membership.state !== "active" && membership.state !== "cancelling") return;
    void startMemberWardrobe(profile.id, membership, site.subscriptionOptions, {
      updateCart,
      setPlan,
      plan,
    });
  }, [hydrated, profile, site.subscriptionOptions, cart, plan, updateCart, setPlan]);

  // What the next page's first paint needs, kept once the cart and the session are both known
  // (issue 26): signing in, out, or changing the wardrobe or plan updates it.
  const signedIn = profile !== null;
  const firstName = profile?.firstName ?? null;
  const kids = profile?.children;
  const cartCount = cart.length;
  useEffect(() => {
    if (!hydrated || !sessionKnown) return;
    keepFirstPaintHint(
      firstPaintHint(signedIn ? { firstName, children: kids } : null, cartCount, plan),
    );
  }, [hydrated, sessionKnown, signedIn, firstName, kids, cartCount, plan]);

  const setFavourite = useCallback((productId: number, favourite: boolean) => {
    setProfile((current) => {
      if (!current) return current;
      const others = current.favouriteProductIds.filter((id) => id !== productId);
      return { ...current, favouriteProductIds: favourite ? [...others, productId] : others };
    });
  }, []);

  const value = useMemo<ShopState>(
    () => ({
      ...site,
      profile,
      sessionKnown,
      refreshSession,
      cart,
      plan,
      hydrated,
      setCart,
      updateCart,
      setPlan,
      addItem,
      removeItem,
      modal,
      openModal,
      closeModal,
      setFavourite,
    }),
    [
      site,
      profile,
      sessionKnown,
      refreshSession,
      cart,
      plan,
      hydrated,
      setCart,
      updateCart,
      setPlan,
      addItem,
      removeItem,
      modal,
      openModal,
      closeModal,
      setFavourite,
    ],
  );
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/** Shop or user state outside the provider is a programming error (spec 8). */
export function useShop(): ShopState {
  const state = useContext(ShopContext);
  if (!state) throw new Error("useShop must be used inside <ShopProvider>");
  return state;
}
