import { z } from "zod";
import { getImageStorage } from "@/server/integrations/storage";
import { MAX_IMAGE_WIDTH, RESIZE_MODES, renderImage } from "@/server/services/images/render-image";

type Context = { params: Promise<{ path: string[] }> };

const imageQuery = z.object({
  width: z
    .string()
    .regex(/^\d+$/, `width must be a whole number from 1 to ${MAX_IMAGE_WIDTH}`)
    .transform(Number)
    .pipe(z.number().int().min(1, `width must be a whole number from 1 to ${MAX_IMAGE_WIDTH}`).max(MAX_IMAGE_WIDTH, `width must be a whole number from 1 to ${MAX_IMAGE_WIDTH}`))
    .nullable(),
  resize: z.enum(RESIZE_MODES, { message: "resize must be 'contain'" }).nullable(),
});

/** /images/{path}?width={w}&resize=contain (spec 7.6). */
export async function GET(request: Request, { params }: Context) {
  const path = (await params).path.join("/");
  const search = new URL(request.url).searchParams;
  const query = imageQuery.safeParse({ width: search.get("width"), resize: search.get("resize") });
  if (!query.success) return new Response(query.error.issues[0]?.message ?? "Bad request", { status: 400 });
  const image = await renderImage(getImageStorage(), path, query.data.width, request.headers.get("if-none-match"));
  if (!image) return new Response("Image not found", { status: 404 });
  // Paths are not content-addressed (an image can be replaced), so a day's freshness plus the ETag.
  const headers = {
    ETag: image.etag,
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
  };
  if (image.notModified) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, "Content-Type": image.contentType, "Content-Length": String(image.bytes.length) },
  });
}
