import { siteSwitchContract } from "@/domain/api/staff-content-contracts";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { setSiteSwitch } from "@/server/services/content/staff-content";

/** POST {name, on}: maintenance mode or the pause on new members, published at once. */
export const POST = handleContract(
  siteSwitchContract,
  { role: "staff", maxBytes: 1024 },
  async ({ input, caller, log }) => {
    const result = await setSiteSwitch(input.name, input.on, staffCaller(caller));
    log.info({ event: "site_switch", name: input.name, on: input.on });
    return result;
  },
);
