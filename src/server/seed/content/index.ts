import type { Executor } from "@/server/db/client";
import { contentDocumentVersions, contentDocuments } from "@/server/db/schema";
import type { ContentDocumentType } from "@/server/integrations/content/content-source";
import { POPUPS_UID, SETTINGS_UID } from "@/server/integrations/content/content-source";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import { storeContentImages } from "./content-images";
import { homePage, howItWorksPage } from "./home-pages";
import { aboutPage, contactPage, giftingPage } from "./info-pages";
import { popupsDocument } from "./popups-document";
import { settingsDocument } from "./settings-document";
import { termsPage } from "./terms-page";

interface SeedDocument {
  type: ContentDocumentType;
  uid: string;
  data: object;
}

export const demoContentDocuments: SeedDocument[] = [
  { type: "settings", uid: SETTINGS_UID, data: settingsDocument },
  { type: "popups", uid: POPUPS_UID, data: popupsDocument },
  ...[homePage, howItWorksPage, aboutPage, contactPage, giftingPage, termsPage].map((page) => ({
    type: "page" as const,
    uid: page.uid,
    data: page,
  })),
];

/**
 * Stores the content illustrations and publishes the demo settings, popups and pages as version 1.
 * Documents that already exist are left alone, so re-seeding never overwrites staff edits.
 */
export async function seedContentDocuments(db: Executor): Promise<void> {
  await storeContentImages(createDatabaseImageStorage(db));
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const doc of demoContentDocuments) {
      const data = doc.data as Record<string, unknown>;
      const [inserted] = await tx
        .insert(contentDocuments)
        .values({
          type: doc.type,
          uid: doc.uid,
          draft: data,
          published: data,
          draft_version: 1,
          published_version: 1,
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing({ target: [contentDocuments.type, contentDocuments.uid] })
        .returning({ id: contentDocuments.id });
      if (!inserted) continue;
      await tx
        .insert(contentDocumentVersions)
        .values({ document_id: inserted.id, version: 1, data, created_at: now });
    }
  });
}
