import type { PageSlice } from "@/domain/content/documents";
import type { NewsletterBlock } from "@/domain/content/settings";
import { NewsletterBand } from "./newsletter-band";

type NewsletterSliceDocument = Extract<PageSlice, { slice_type: "newsletter" }>;

/**
 * The page's newsletter section (spec 2.7): its own title, body and button text, each falling back to
 * the settings' newsletter block (slices4), which the page passes in. A slice with an image shows it;
 * otherwise the social links.
 */
export function NewsletterSlice({
  slice,
  newsletter,
}: {
  slice: NewsletterSliceDocument;
  newsletter: NewsletterBlock;
}) {
  const image = slice.image?.url ? slice.image : undefined;
  return (
    <NewsletterBand
      title={slice.title?.trim() || newsletter.title}
      bodyText={slice.bodyText?.trim() || newsletter.bodyText}
      buttonText={slice.buttonText?.trim() || newsletter.buttonText || "Subscribe"}
      image={image}
      socialBodyText={image ? undefined : newsletter.socialBodyText}
      social={image ? undefined : newsletter.social}
    />
  );
}
