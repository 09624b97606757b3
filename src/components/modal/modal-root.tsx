"use client";

import dynamic from "next/dynamic";
import { useShop } from "@/components/shop-state/shop-provider";

// Each modal's code (its forms, schemas and clients) loads when it first opens, not with every page.
const AuthModal = dynamic(() => import("@/components/auth/auth-modal").then((m) => m.AuthModal), {
  ssr: false,
});
const BasketModal = dynamic(
  () => import("@/components/basket/basket-modal").then((m) => m.BasketModal),
  { ssr: false },
);
const PopupModal = dynamic(
  () => import("@/components/popups/popup-modal").then((m) => m.PopupModal),
  { ssr: false },
);

/** Renders the one open modal. Each kind's component lives with its feature. */
export function ModalRoot() {
  const { modal, closeModal } = useShop();
  if (!modal) return null;
  switch (modal.kind) {
    case "basket":
      return <BasketModal onClose={closeModal} />;
    case "popup":
      return <PopupModal popupName={modal.popupName} onClose={closeModal} />;
    case "login":
    case "register":
    case "reset-password":
    case "new-password":
    case "sign-in-prompt":
      return <AuthModal modal={modal} onClose={closeModal} />;
  }
}
