import "server-only";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import type { ContentDocumentData, ContentDocumentType } from "@/server/integrations/content/content-source";
import { ContentDocumentNotFoundError, createDatabaseContentEditor } from "@/server/integrations/content/local-database/content-editor";
import { getSessionProfile } from "@/server/services/auth/get-session-profile";

const documentType = z.enum(["settings", "popups", "page"]);
const documentBody = z.record(z.string(), z.unknown());

export type StaffContentResult = { status: number; body: unknown };

async function staffOnly(): Promise<{ id: string } | StaffContentResult> {
  const profile = await getSessionProfile();
  if (!profile) return { status: 401, body: { error: "Please log in." } };
  if (!profile.isAdmin) return { status: 403, body: { error: "Only staff may edit content." } };
  return { id: profile.id };
}

function parseType(type: string): ContentDocumentType | null {
  const parsed = documentType.safeParse(type);
  return parsed.success ? parsed.data : null;
}

/** The back office's content API: read a document's draft and published versions. */
export async function readContentDocument(type: string, uid: string): Promise<StaffContentResult> {
  const staff = await staffOnly();
  if ("status" in staff) return staff;
  const kind = parseType(type);
  if (!kind) return { status: 404, body: { error: "Unknown document type." } };
  const document = await createDatabaseContentEditor(getDb()).getDocument(kind, uid);
  return document ? { status: 200, body: document } : { status: 404, body: { error: "No such document." } };
}

/** Saves a draft; visitors keep seeing the published version until it is published. */
export async function saveContentDraft(type: string, uid: string, data: unknown): Promise<StaffContentResult> {
  const staff = await staffOnly();
  if ("status" in staff) return staff;
  const kind = parseType(type);
  if (!kind) return { status: 404, body: { error: "Unknown document type." } };
  const body = documentBody.safeParse(data);
  if (!body.success) return { status: 422, body: { error: "The document must be a JSON object." } };
  try {
    const result = await createDatabaseContentEditor(getDb()).saveDraft(kind, uid, body.data as unknown as ContentDocumentData[typeof kind]);
    return { status: 200, body: result };
  } catch (error) {
    return { status: 422, body: { error: error instanceof Error ? error.message : "The draft could not be saved." } };
  }
}

/** Publishes the current draft as the next version, recording who published it. */
export async function publishContentDocument(type: string, uid: string): Promise<StaffContentResult> {
  const staff = await staffOnly();
  if ("status" in staff) return staff;
  const kind = parseType(type);
  if (!kind) return { status: 404, body: { error: "Unknown document type." } };
  try {
    return { status: 200, body: await createDatabaseContentEditor(getDb()).publish(kind, uid, staff.id) };
  } catch (error) {
    if (error instanceof ContentDocumentNotFoundError) return { status: 404, body: { error: "No such document." } };
    throw error;
  }
}
