import type { PageSlice } from "@/domain/content/documents";
import { shownSiteContent } from "@/server/cache/shown-content";
import { NewsletterBand } from "./newsletter-band";

type NewsletterSliceDocument = Extract<PageSlice, { slice_type: "newsletter" }>;

/**
 * The page's newsletter section (spec 2.7): its own title, body and button text, each falling back to
 * the settings' newsletter block (slices4). A slice with an image shows it; otherwise the social links.
 */
export async function NewsletterSlice({ slice }: { slice: NewsletterSliceDocument }) {
  const { newsletter } = (await shownSiteContent()).settings;
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
