import "server-only";
import type { Metadata } from "next";
import { imageUrl } from "@/domain/images";
import { env } from "@/config/env";
import type { PageDocument } from "@/domain/content/documents";
import { pageMetadata } from "@/domain/content/settings";
import { shownHomePage, shownPage, shownSiteContent } from "./shown-content";

/** Share images are sent at this width. */
const SHARE_IMAGE_WIDTH = 1200;

/** Next's head metadata from a page document and the settings fallback (spec 2.9). */
export function toNextMetadata(
  page: Pick<PageDocument, "data"> | null,
  settings: Parameters<typeof pageMetadata>[1],
): Metadata {
  const meta = pageMetadata(page ?? undefined, settings);
  // Sharing sites fetch the image from elsewhere, so its URL is absolute.
  const image = meta.image
    ? new URL(imageUrl(meta.image, SHARE_IMAGE_WIDTH), env().APP_URL).toString()
    : undefined;
  return {
    title: meta.title,
    description: meta.description,
    openGraph: {
      title: meta.title,
      description: meta.description,
      type: meta.type,
      ...(image ? { images: [image] } : {}),
    },
  };
}

/** Head metadata of a content page by uid, or of the home page (found by its type); drafts in preview. */
export async function loadPageMetadata(
  page: { uid: string } | { type: "home" },
): Promise<Metadata> {
  const [document, { settings }] = await Promise.all([
    "uid" in page ? shownPage(page.uid) : shownHomePage(),
    shownSiteContent(),
  ]);
  return toNextMetadata(document, settings);
}

/** Head metadata of a page with no document of its own (/collection, /checkout, /account): the settings' (spec 2.9). */
export async function loadSiteMetadata(): Promise<Metadata> {
  const { settings } = await shownSiteContent();
  return toNextMetadata(null, settings);
}

export interface ProductShareFields {
  name: string;
  description?: string | null;
  images: readonly string[];
}

/**
 * Head metadata of a product page: the product's name, description and first image stand as the
 * page's own share fields, and the settings' fill whatever the product lacks (spec 2.9).
 */
export async function loadProductMetadata(product: ProductShareFields | null): Promise<Metadata> {
  const { settings } = await shownSiteContent();
  if (!product) return toNextMetadata(null, settings);
  const image = product.images[0];
  const page: Pick<PageDocument, "data"> = {
    data: {
      title: product.name,
      slices: [],
      shareTitle: `${product.name} | Littlerobe`,
      shareDescription: product.description ?? undefined,
      ...(image ? { shareImage: { url: image } } : {}),
    },
  };
  return toNextMetadata(page, settings);
}
