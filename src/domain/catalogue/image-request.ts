import { z } from "@/domain/zod";

export const MAX_IMAGE_WIDTH = 2000;
/** The only resize mode of the image-render endpoint (spec 7.6). */
export const RESIZE_MODES = ["contain"] as const;

const WIDTH_MESSAGE = `width must be a whole number from 1 to ${MAX_IMAGE_WIDTH}`;

/** The query of /images/{path}?width={w}&resize=contain. */
export const imageQuery = z.object({
  width: z
    .string()
    .regex(/^\d{1,5}$/, WIDTH_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, WIDTH_MESSAGE).max(MAX_IMAGE_WIDTH, WIDTH_MESSAGE))
    .optional(),
  resize: z.enum(RESIZE_MODES, { message: "resize must be 'contain'" }).optional(),
});

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

/** An image path: a few plain segments (no '..', no control or encoded bytes); anything else is not an image of ours. */
export const imagePath = z.object({
  path: z
    .array(z.string().regex(SEGMENT))
    .min(1)
    .max(8)
    .transform((segments) => segments.join("/")),
});
