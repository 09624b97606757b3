/** Images are served by the image endpoint, resized to the requested width (spec 7.6). */
export const DEFAULT_PRODUCT_IMAGE = "defaults/product.png";
export const IMAGE_WIDTHS = [320, 480, 640, 960] as const;

export function imageUrl(path: string, width: number): string {
  const clean = path.replace(/^\/+/, "");
  return `/images/${clean.split("/").map(encodeURIComponent).join("/")}?width=${width}&resize=contain`;
}

export function imageSrcSet(path: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(path, w)} ${w}w`).join(", ");
}
