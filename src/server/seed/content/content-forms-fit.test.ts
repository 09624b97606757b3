import { describe, expect, it } from "vitest";
import { contentFormSchema, formErrors } from "@/domain/content/content-forms";
import { demoContentDocuments } from ".";

describe("the back office's content forms", () => {
  it("accept every demo document as it is, so staff can save them unchanged", () => {
    for (const doc of demoContentDocuments) {
      expect(formErrors(contentFormSchema(doc.type), doc.data), `${doc.type}/${doc.uid}`).toBe(
        null,
      );
    }
  });
});
