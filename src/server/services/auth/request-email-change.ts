import "server-only";
import { APIError } from "better-auth/api";
import { SIGN_IN_REQUIRED_MESSAGE, VALIDATION_FAILED_MESSAGE } from "@/domain/api/errors";
import { MESSAGES } from "@/domain/forms";
import { getAuth, type Auth } from "@/server/auth";
import { EMAIL_CHANGE_CALLBACK } from "@/domain/member/email-change";
import { AppError } from "@/server/errors/app-error";
import type { RequestEmailChange } from "../account/update-account-profile";

/**
 * better-auth's change of e-mail for the member whose session cookie `headers` carry: the new
 * address is sent a link (src/server/auth/auth.ts), and nothing changes until it is opened.
 */
export function emailChangeRequester(headers: Headers, auth: Auth = getAuth()): RequestEmailChange {
  return async (newEmail) => {
    try {
      await auth.api.changeEmail({
        body: { newEmail, callbackURL: EMAIL_CHANGE_CALLBACK },
        headers,
      });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      if (error.statusCode === 429)
        throw new AppError("rate_limited", error.message, { cause: error });
      if (error.statusCode === 401)
        throw new AppError("unauthenticated", SIGN_IN_REQUIRED_MESSAGE, { cause: error });
      if (error.statusCode === 400) {
        throw new AppError("validation_failed", VALIDATION_FAILED_MESSAGE, {
          fields: { email: MESSAGES.emailInvalid },
          cause: error,
        });
      }
      throw error;
    }
  };
}
