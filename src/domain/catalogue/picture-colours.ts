/**
 * The pictures a product page shows for the chosen colour (issue 26): that colour's pictures first,
 * then those of no colour; other colours' pictures are left out. When the colour has no picture of
 * its own (or none is chosen), every picture is shown, in order.
 */
export function picturesForColour(
  images: readonly string[],
  imageColours: Readonly<Record<string, string>>,
  colour: string | null,
): string[] {
  const own = images.filter((path) => colour !== null && imageColours[path] === colour);
  if (own.length === 0) return [...images];
  return [...own, ...images.filter((path) => imageColours[path] === undefined)];
}
