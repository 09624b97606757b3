/**
 * An uploaded product image must decode, not only start like one (issue 23): a file with a PNG
 * signature and anything after it would be stored and then fail every rendition the shop asks for.
 */
export const IMAGE_UNREADABLE_MESSAGE =
  "This file could not be read as a PNG, JPEG or WebP image. Please save it again and upload the copy.";

/** Enough for any product photograph; a small file that unpacks to more is refused before decoding. */
export const MAX_PRODUCT_IMAGE_PIXELS = 40_000_000;

export const IMAGE_PIXELS_MESSAGE =
  "The image has more than 40 megapixels: please save a smaller copy (for example 6,000 × 6,000).";
