"use client";

import { useState } from "react";
import { Modal } from "@/components/modal/modal";
import { ACCEPT_ALL, type ConsentCategory, type ConsentChoice } from "./consent";
import { useConsent } from "./consent-provider";

// Here, not in consent.ts: only this dialog (loaded when opened) shows them, so every page's first
// load does not carry their texts.
const CONSENT_CATEGORIES: readonly {
  id: ConsentCategory;
  label: string;
  description: string;
}[] = [
  {
    id: "essential",
    label: "Essential",
    description: "Keep you signed in, remember your wardrobe and keep the shop secure. Always on.",
  },
  {
    id: "analytics",
    label: "Analytics",
    description: "Help us understand how the shop is used so we can improve it.",
  },
  {
    id: "marketing",
    label: "Marketing",
    description: "Let us show you relevant offers and measure our campaigns.",
  },
];

/** The preferences dialog: Essential is always on; Analytics and Marketing are the visitor's choice. */
export function ConsentPreferences({ onClose }: { onClose(): void }) {
  const { choice, choose } = useConsent();
  const [draft, setDraft] = useState<ConsentChoice>(
    choice ?? { analytics: false, marketing: false },
  );
  return (
    <Modal title="Cookie preferences" onClose={onClose}>
      <form
        className="consent-preferences"
        onSubmit={(event) => {
          event.preventDefault();
          choose(draft);
        }}
      >
        <p>
          Choose which cookies we may use. Essential cookies keep the shop working and cannot be
          switched off.
        </p>
        <fieldset className="consent-preferences__list">
          <legend className="visually-hidden">Cookie categories</legend>
          {CONSENT_CATEGORIES.map((category) => {
            const essential = category.id === "essential";
            const checked = category.id === "essential" ? true : draft[category.id];
            return (
              <div key={category.id} className="consent-preferences__item">
                <label>
                  <input
                    type="checkbox"
                    name={category.id}
                    checked={checked}
                    disabled={essential}
                    onChange={(event) => {
                      if (category.id !== "essential")
                        setDraft({ ...draft, [category.id]: event.target.checked });
                    }}
                  />
                  <span>{category.label}</span>
                </label>
                <p className="consent-preferences__description">{category.description}</p>
              </div>
            );
          })}
        </fieldset>
        <div className="consent-preferences__actions">
          <button type="submit" className="button">
            Save preferences
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose(ACCEPT_ALL)}
          >
            Accept all
          </button>
        </div>
      </form>
    </Modal>
  );
}
