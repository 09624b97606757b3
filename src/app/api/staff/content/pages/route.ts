import { createContentPageContract } from "@/domain/api/staff-content-contracts";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { createContentPage } from "@/server/services/content/staff-content";

/** POST {uid, title}: staff start a new page, an unpublished draft (audited). */
export const POST = handleContract(
  createContentPageContract,
  { role: "staff", maxBytes: 4096 },
  async ({ input, caller, log }) => {
    const created = await createContentPage(input, staffCaller(caller));
    log.info({ event: "content_page_created", uid: created.uid });
    return created;
  },
);
