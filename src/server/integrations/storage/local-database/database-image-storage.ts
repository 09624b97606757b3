import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { storedImages } from "@/server/db/schema";
import type { ImageStorage, StoredImage } from "../image-storage";

/** Keeps images in the shop's own database, so every web process serves the same files. */
export function createDatabaseImageStorage(db: Executor): ImageStorage {
  return {
    async put(path: string, image: StoredImage) {
      await db
        .insert(storedImages)
        .values({ path, content_type: image.contentType, bytes: image.bytes })
        .onConflictDoUpdate({
          target: storedImages.path,
          set: { content_type: image.contentType, bytes: image.bytes, created_at: new Date() },
        });
    },
    async get(path: string) {
      const [row] = await db
        .select()
        .from(storedImages)
        .where(eq(storedImages.path, path))
        .limit(1);
      return row ? { bytes: row.bytes, contentType: row.content_type } : null;
    },
  };
}
