"use client";

import { useState } from "react";
import { picturesForColour } from "@/domain/catalogue/picture-colours";
import { imageSrcSet, imageUrl } from "@/domain/images";
import { Modal } from "@/components/modal/modal";
import { useProductColour } from "./product-colour";
import styles from "./product-gallery.module.css";

/** The width of a zoomed picture: the image endpoint's largest (it never enlarges a smaller one). */
const ZOOM_WIDTH = 2000;

/**
 * A product's pictures (issue 26): the chosen colour's first (the picker's colour, shared through
 * ProductColourProvider), each with a 'Zoom' button that opens it large in the shop's dialog. In
 * the dialog the picture can be enlarged further ('Zoom in') and moved with the arrow keys (its
 * frame scrolls); Escape, the close button or a press outside closes it and gives focus back.
 */
export function ProductGallery({
  name,
  images,
  imageColours,
}: {
  name: string;
  images: string[];
  imageColours: Record<string, string>;
}) {
  const [colour] = useProductColour(() => null);
  const [zoomed, setZoomed] = useState<string | null>(null);
  const [closer, setCloser] = useState(false);
  const shown = picturesForColour(images, imageColours, colour);
  const alt = (index: number) => `${name}, picture ${index + 1}`;
  const zoomedIndex = zoomed === null ? -1 : shown.indexOf(zoomed);

  return (
    <>
      <div
        className="product-detail__images"
        role="region"
        aria-label={`Pictures of ${name}${shown.length > 1 ? ", swipe for more" : ""}`}
        tabIndex={0}
        data-colour={colour ?? undefined}
      >
        {shown.map((image, index) => (
          <div key={image} className={styles.picture}>
            <img
              src={imageUrl(image, 960)}
              srcSet={imageSrcSet(image)}
              sizes="(min-width: 800px) 55vw, 70vw"
              alt={alt(index)}
              width={960}
              height={1200}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
              onClick={() => setZoomed(image)}
            />
            <button
              type="button"
              className={styles.zoom}
              aria-label={`Zoom picture ${index + 1}`}
              onClick={() => setZoomed(image)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
        ))}
      </div>
      {zoomed !== null && (
        <Modal
          title={alt(Math.max(0, zoomedIndex))}
          onClose={() => {
            setZoomed(null);
            setCloser(false);
          }}
        >
          <div className={styles.zoomBar}>
            <button
              type="button"
              className="button"
              aria-pressed={closer}
              onClick={() => setCloser(!closer)}
            >
              {closer ? "Zoom out" : "Zoom in"}
            </button>
          </div>
          <div
            className={styles.frame}
            role="region"
            aria-label="Zoomed picture: use the arrow keys to move around it"
            tabIndex={0}
          >
            <img
              className={closer ? styles.closer : styles.whole}
              src={imageUrl(zoomed, ZOOM_WIDTH)}
              alt={`${alt(Math.max(0, zoomedIndex))}, zoomed`}
              width={ZOOM_WIDTH}
              height={ZOOM_WIDTH * 1.25}
              data-testid="zoomed-picture"
            />
          </div>
        </Modal>
      )}
    </>
  );
}
