import type { PopupName } from "@/domain/content/documents";

/** Every modal the shop can open (spec 2.6, 2.7). Only one is open at a time. */
export type ModalState =
  | { kind: "basket" }
  | { kind: "login" }
  | { kind: "register" }
  | { kind: "reset-password" }
  | { kind: "new-password"; token: string }
  | { kind: "sign-in-prompt" }
  | { kind: "popup"; popupName: PopupName };
