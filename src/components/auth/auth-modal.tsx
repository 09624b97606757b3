"use client";

import type { ModalState } from "@/components/shop-state/modal-state";
import { Modal } from "@/components/modal/modal";

// Placeholder until the account modals land (issue #4).
export function AuthModal({ modal, onClose }: { modal: ModalState; onClose(): void }) {
  return (
    <Modal title={modal.kind === "login" ? "Log in" : "Register"} onClose={onClose}>
      <p>Accounts are coming soon.</p>
    </Modal>
  );
}
