"use client";

import type { PopupName } from "@/domain/content/documents";
import { Modal } from "@/components/modal/modal";

// Placeholder until the marketing popups land (issue #3).
export function PopupModal({ popupName, onClose }: { popupName: PopupName; onClose(): void }) {
  return (
    <Modal withImage onClose={onClose}>
      <p>{popupName}</p>
    </Modal>
  );
}
