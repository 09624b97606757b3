"use client";

import { AuthModal } from "@/components/auth/auth-modal";
import { BasketModal } from "@/components/basket/basket-modal";
import { PopupModal } from "@/components/popups/popup-modal";
import { useShop } from "@/components/shop-state/shop-provider";

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
