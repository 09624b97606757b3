import { z } from "@/domain/zod";

/** Integer ids are PostgreSQL `integer` identities: 1 … 2^31 − 1. */
export const MAX_ENTITY_ID = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;

export const INVALID_ID_MESSAGE = "must be an id";

const idRange = z
  .number({ error: INVALID_ID_MESSAGE })
  .int(INVALID_ID_MESSAGE)
  .min(1, INVALID_ID_MESSAGE)
  .max(MAX_ENTITY_ID, INVALID_ID_MESSAGE);

/** The plain decimal text of an id (no signs, spaces, exponents or leading zeros). */
const entityIdText = z
  .string({ error: INVALID_ID_MESSAGE })
  .regex(ID_TEXT, INVALID_ID_MESSAGE)
  .transform(Number)
  .pipe(idRange);

/** An id as a number, or as the plain decimal text of one. */
export const entityId = z.union([idRange, entityIdText], { error: INVALID_ID_MESSAGE });

/** Comma-separated ids, at most `max` of them. */
export function entityIdList(max: number) {
  return z
    .string()
    .max(max * 11, `at most ${max} ids`)
    .transform((text) => text.split(","))
    .pipe(z.array(entityIdText).min(1, INVALID_ID_MESSAGE).max(max, `at most ${max} ids`));
}
