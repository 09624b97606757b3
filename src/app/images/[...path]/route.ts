import { getImageStorage } from "@/server/integrations/storage";
import { MAX_IMAGE_WIDTH, renderImage } from "@/server/services/images/render-image";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  const path = (await params).path.join("/");
  const widthParam = new URL(request.url).searchParams.get("width");
  const width = widthParam === null ? null : Number(widthParam);
  if (width !== null && (!Number.isInteger(width) || width < 1 || width > MAX_IMAGE_WIDTH)) {
    return new Response(`width must be a whole number from 1 to ${MAX_IMAGE_WIDTH}`, { status: 400 });
  }
  const image = await renderImage(getImageStorage(), path, width);
  if (!image) return new Response("Image not found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
