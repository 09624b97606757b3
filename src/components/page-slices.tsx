import Link from "next/link";
import type { ReactNode } from "react";
import type { PageSlice } from "@/domain/content/documents";
import type { NewsletterBlock } from "@/domain/content/settings";
import { normalizeLink } from "@/domain/content/links";
import { stepTitle } from "@/domain/content/step-title";
import { NewsletterSlice } from "./newsletter/newsletter-slice";
import { imageSrcSet, imageUrl } from "@/domain/images";

/** Content pictures show in a 16:9 frame (globals.css), whatever their own size: no layout shift. */
const CONTENT_IMAGE_FRAME = { width: 960, height: 540 };

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

function Slice({
  slice,
  first,
  newsletter,
  heroNote,
}: {
  slice: PageSlice;
  first: boolean;
  newsletter: NewsletterBlock;
  heroNote?: ReactNode;
}) {
  switch (slice.slice_type) {
    case "hero":
      return (
        <section className="slice slice--hero">
          <div>
            {first ? <h1>{slice.title}</h1> : <h2>{slice.title}</h2>}
            <Paragraphs text={slice.text} />
            {slice.buttonText && slice.buttonLink && (
              <Link className="button" href={normalizeLink(slice.buttonLink)}>
                {slice.buttonText}
              </Link>
            )}
            {heroNote}
          </div>
          {slice.image && (
            <img
              src={imageUrl(slice.image.url, 960)}
              srcSet={imageSrcSet(slice.image.url)}
              sizes="(min-width: 800px) 50vw, 100vw"
              width={CONTENT_IMAGE_FRAME.width}
              height={CONTENT_IMAGE_FRAME.height}
              // The page's opening picture is usually its largest paint: asked for before the scripts.
              fetchPriority={first ? "high" : undefined}
              alt={slice.image.alt ?? ""}
            />
          )}
        </section>
      );
    case "text":
      return (
        <section className="slice slice--text">
          {slice.title && <h2>{slice.title}</h2>}
          <Paragraphs text={slice.body} />
        </section>
      );
    case "steps":
      return (
        <section className="slice slice--steps">
          <h2>{slice.title}</h2>
          <ol>
            {slice.items.map((item) => (
              <li key={item.title}>
                <h3>{stepTitle(item.title)}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case "faq":
      return (
        <section className="slice slice--faq" id="faq">
          <h2>{slice.title}</h2>
          {slice.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <Paragraphs text={item.answer} />
            </details>
          ))}
        </section>
      );
    case "image_text":
      return (
        <section
          className={`slice slice--image-text${slice.imageLeft ? " slice--image-left" : ""}`}
        >
          <img
            src={imageUrl(slice.image.url, 960)}
            srcSet={imageSrcSet(slice.image.url)}
            sizes="(min-width: 800px) 50vw, 100vw"
            width={CONTENT_IMAGE_FRAME.width}
            height={CONTENT_IMAGE_FRAME.height}
            alt={slice.image.alt ?? ""}
            loading="lazy"
          />
          <div>
            <h2>{slice.title}</h2>
            <Paragraphs text={slice.body} />
          </div>
        </section>
      );
    case "newsletter":
      return <NewsletterSlice slice={slice} newsletter={newsletter} />;
  }
}

/**
 * Renders a page document's sections. The first heading of a page is its h1; `offset` is the
 * index of the first of these sections in the page (when the page is rendered in parts);
 * `newsletter` is the settings' newsletter block, the fallback of a newsletter section;
 * `heroNote` goes under the page's opening hero (its button), e.g. the home page's price line.
 */
export function PageSlices({
  slices,
  offset = 0,
  newsletter,
  heroNote,
}: {
  slices: PageSlice[];
  offset?: number;
  newsletter: NewsletterBlock;
  heroNote?: ReactNode;
}) {
  return (
    <>
      {slices.map((slice, index) => (
        <Slice
          key={index}
          slice={slice}
          first={offset + index === 0}
          newsletter={newsletter}
          heroNote={offset + index === 0 ? heroNote : undefined}
        />
      ))}
    </>
  );
}
