import { contentDocumentParams } from "@/domain/content/staff-content-request";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { publishContentDocument } from "@/server/services/content/staff-content";

/** Staff publish a document's draft as its next version. */
export const POST = handleRoute(
  { role: "staff", params: contentDocumentParams },
  async ({ params, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    return publishContentDocument(params.type, params.uid, caller.userId);
  },
);
