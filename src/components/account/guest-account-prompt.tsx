"use client";

import { useEffect } from "react";
import { useShop } from "@/components/shop-state/shop-provider";

/** A guest reaching /account gets the Log in modal (spec 2.1, 2.3). */
export function GuestAccountPrompt() {
  const { openModal } = useShop();
  useEffect(() => {
    openModal({ kind: "login" });
  }, [openModal]);
  return (
    <section className="account account--guest">
      <h1>My account</h1>
      <p>Please log in to see your account, your wardrobe and your favourites.</p>
      <button type="button" className="button" onClick={() => openModal({ kind: "login" })}>
        Log in
      </button>
    </section>
  );
}
