"use client";

import { useEffect, useRef, useState } from "react";
import { ConfiguredForm } from "@/components/forms/configured-form";
import { imageSrcSet, imageUrl } from "@/domain/images";
import { Logo } from "@/components/logo";
import { Modal } from "@/components/modal/modal";
import { EMAIL_SUBSCRIBED_LABEL, subscribeToList } from "@/components/newsletter/subscribe-request";
import { useShop } from "@/components/shop-state/shop-provider";
import type { PopupName } from "@/domain/content/documents";
import { LOGO_SIZES, POPUP_NAMES, POPUP_RESET_MS } from "@/domain/timings";
import { rememberGuestPopupDismissed } from "./popup-storage";
import styles from "./popups.module.css";

/**
 * A marketing popup (spec 2.7) in the wide modal: its title, body, button text and image come from the
 * 'popups' document. 'regularNewsletter' has the plain newsletter form; 'customNewsletter' has the logo
 * on top and the waitlist form. Both sign up to the NEWSLETTER list. Closing fades out and, 300 ms
 * later, removes the popup, which resets its state.
 */
export function PopupModal({ popupName, onClose }: { popupName: PopupName; onClose(): void }) {
  const { popups } = useShop();
  const popup = popups.find((entry) => entry.popupName === popupName);
  const isCustom = popupName === POPUP_NAMES.customNewsletter;
  const [subscribed, setSubscribed] = useState(false);
  const [closing, setClosing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!popup) onClose(); // the document has no such popup: nothing to show
  }, [popup, onClose]);
  if (!popup) return null;

  const close = () => {
    if (closing) return;
    if (!isCustom) rememberGuestPopupDismissed();
    setClosing(true);
    timer.current = window.setTimeout(onClose, POPUP_RESET_MS);
  };

  return (
    <Modal withImage onClose={close}>
      <div
        className={[styles.popup, closing && styles.closing].filter(Boolean).join(" ")}
        data-popup={popupName}
      >
        {popup.image?.url && (
          <img
            className={styles.image}
            src={imageUrl(popup.image.url, 640)}
            srcSet={imageSrcSet(popup.image.url)}
            sizes="(min-width: 800px) 400px, 100vw"
            alt={popup.image.alt ?? ""}
          />
        )}
        <div className={styles.content}>
          {isCustom && (
            <div className={styles.logo}>
              <Logo size={LOGO_SIZES.header} />
            </div>
          )}
          <h2 className={styles.title}>{popup.title}</h2>
          {popup.bodyText.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <ConfiguredForm
            name={isCustom ? "WAITLIST" : "NEWSLETTER"}
            submitLabel={popup.buttonText || "Subscribe"}
            doneLabel={subscribed ? EMAIL_SUBSCRIBED_LABEL : undefined}
            onSubmit={async (values) => {
              const failed = await subscribeToList("NEWSLETTER", values);
              if (failed) return failed;
              setSubscribed(true);
              if (!isCustom) rememberGuestPopupDismissed();
            }}
          />
        </div>
      </div>
    </Modal>
  );
}
