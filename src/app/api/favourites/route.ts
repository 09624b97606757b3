import { z } from "zod";
import { getDb } from "@/server/db/client";
import { toggleFavourite } from "@/server/services/account/toggle-favourite";
import { getSignedInUser } from "@/server/services/auth/get-signed-in-user";

const body = z.object({ product_id: z.coerce.number().int().positive() });

/** POST {product_id}: toggles the signed-in member's favourite and answers {favourite} (spec 4.5). */
export async function POST(request: Request): Promise<Response> {
  const user = await getSignedInUser(request.headers);
  if (!user) return Response.json({ error: "Please log in to save favourites" }, { status: 401 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "product_id must be a product id" }, { status: 400 });
  const result = await toggleFavourite(getDb(), user.id, parsed.data.product_id);
  if (!result.ok) return Response.json({ error: "No such product" }, { status: 404 });
  return Response.json({ favourite: result.favourite });
}
