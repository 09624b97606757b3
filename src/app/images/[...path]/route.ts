import { imagePath, imageQuery } from "@/domain/catalogue/image-request";
import { isPrivateImagePath } from "@/domain/trade-in/trade-in";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { getImageStorage } from "@/server/integrations/storage";
import { acceptsWebp, renderImage } from "@/server/services/images/render-image";

/** /images/{path}?width={w}&resize=contain (spec 7.6). */
export const GET = handleRoute(
  { role: "guest", input: imageQuery, params: imagePath },
  async ({ input, params, request }) => {
    // A family's trade-in photos are theirs and staff's only (/api/trade-ins/photos/{id}).
    if (isPrivateImagePath(params.path)) throw new AppError("not_found", "Image not found.");
    const image = await renderImage(
      getImageStorage(),
      params.path,
      input.width ?? null,
      request.headers.get("if-none-match"),
      acceptsWebp(request.headers.get("accept")),
    );
    if (!image) throw new AppError("not_found", "Image not found.");
    // Paths are not content-addressed (an image can be replaced), so a day's freshness plus the ETag.
    // The format follows the browser's Accept header, so a shared cache must keep one per kind.
    const headers = {
      ETag: image.etag,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      Vary: "Accept",
    };
    if (image.notModified) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        ...headers,
        "Content-Type": image.contentType,
        "Content-Length": String(image.bytes.length),
      },
    });
  },
);
