import { z } from "@/domain/zod";

/**
 * The fields the auth library's own update-user takes, checked before it writes: a name that is
 * not text (null, a number) would reach the account's not-null column and fail there as a 500.
 * Other fields are left to the library, which answers them itself.
 */
const authProfileUpdate = z.looseObject({
  name: z.string().optional(),
  image: z.string().nullable().optional(),
});

export const AUTH_PROFILE_UPDATE_MESSAGE = "The name must be text.";

/** Whether a body sent to update-user may go on to the library. */
export function isAuthProfileUpdate(body: unknown): boolean {
  return authProfileUpdate.safeParse(body ?? {}).success;
}
