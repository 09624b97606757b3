/** The family's children on /account (issue 27), kept apart from contracts.ts. */
import { z } from "@/domain/zod";
import { childInput } from "@/domain/children/child-input";
import { entityId } from "@/domain/ids";
import { defineContract } from "./contract";

/** The [id] of /api/children/[id]; anything else is a 404. */
export const childParams = z.object({ id: entityId });

/** POST /api/children: 'Add a child'. */
export const addChildContract = defineContract<{ id: number }>()({
  method: "POST",
  path: "/api/children",
  input: childInput,
});

/** PUT /api/children/{id}: change the family's own child. */
export const updateChildContract = defineContract<{ saved: true }>()({
  method: "PUT",
  path: "/api/children/[id]",
  input: childInput,
});

/** DELETE /api/children/{id}: remove the family's own child. */
export const removeChildContract = defineContract<{ removed: true }>()({
  method: "DELETE",
  path: "/api/children/[id]",
  input: z.object({}),
});
