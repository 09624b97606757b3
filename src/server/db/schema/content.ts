import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, optionalTimestamp } from "./columns";
import { users } from "./members";

/**
 * Content documents of section 3.6 ('settings', 'popups' and pages), edited in the back office.
 * Each holds a draft and the published version; every publish is kept in content_document_versions.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: id(),
    /** 'settings', 'popups' or 'page'. */
    type: text("type").notNull(),
    /** Page uid ('home', 'how-it-works', ...); the document name for single documents. */
    uid: text("uid").notNull(),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    published: jsonb("published").$type<Record<string, unknown>>(),
    draft_version: integer("draft_version").notNull().default(1),
    published_version: integer("published_version"),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
    published_at: optionalTimestamp("published_at"),
  },
  (t) => [uniqueIndex("content_documents_type_uid_key").on(t.type, t.uid)],
);

export const contentDocumentVersions = pgTable(
  "content_document_versions",
  {
    id: id(),
    document_id: integer("document_id")
      .notNull()
      .references(() => contentDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    published_by_user_id: text("published_by_user_id").references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("content_document_versions_doc_version_key").on(t.document_id, t.version)],
);

/** The local image store: originals kept in the database so every web process sees them. */
export const storedImages = pgTable(
  "stored_images",
  {
    path: text("path").primaryKey(),
    content_type: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    created_at: createdAt(),
  },
  (t) => [index("stored_images_created_idx").on(t.created_at)],
);
