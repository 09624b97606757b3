import {
  contentDocumentBody,
  contentDocumentParams,
  MAX_CONTENT_DOCUMENT_BYTES,
} from "@/domain/content/staff-content-request";
import { handleRoute } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { readContentDocument, saveContentDraft } from "@/server/services/content/staff-content";

/** Staff read a content document's draft and published versions. */
export const GET = handleRoute(
  { role: "staff", params: contentDocumentParams },
  async ({ params }) => readContentDocument(params.type, params.uid),
);

/** Staff save a draft (audited); visitors see it only once it is published. */
export const PUT = handleRoute(
  {
    role: "staff",
    params: contentDocumentParams,
    input: contentDocumentBody,
    maxBytes: MAX_CONTENT_DOCUMENT_BYTES,
  },
  async ({ params, input, caller }) =>
    saveContentDraft(params.type, params.uid, input, staffCaller(caller)),
);
