import { contentDocumentParams } from "@/domain/content/staff-content-request";
import { handleRoute } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { publishContentDocument } from "@/server/services/content/staff-content";

/** Staff publish a document's draft as its next version (audited; the content cache renewed). */
export const POST = handleRoute(
  { role: "staff", params: contentDocumentParams },
  async ({ params, caller }) =>
    publishContentDocument(params.type, params.uid, staffCaller(caller)),
);
