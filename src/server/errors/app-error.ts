/**
 * The one error type of the shop. A service or the request pipeline throws it with a code; the
 * pipeline turns it into the one JSON error shape. `message` is always safe to show a visitor.
 */
import {
  ERROR_STATUS,
  type ApiErrorDetail,
  type ErrorBody,
  type ErrorCode,
} from "@/domain/api/errors";

export { ERROR_STATUS, type ErrorBody, type ErrorCode };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly items?: number[];

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; items?: number[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = options.fields;
    this.items = options.items;
  }

  toBody(reference?: string): ErrorBody {
    const error: ApiErrorDetail = {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.items ? { items: this.items } : {}),
      ...(reference ? { reference } : {}),
    };
    return { error };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
