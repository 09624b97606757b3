"use client";

import { Modal } from "@/components/modal/modal";

// Placeholder until the basket summary lands (issue #3).
export function BasketModal({ onClose }: { onClose(): void }) {
  return (
    <Modal basket title="Summary of wardrobe" onClose={onClose}>
      <p>Your wardrobe</p>
    </Modal>
  );
}
