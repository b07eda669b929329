import { z } from 'zod';
import type { Permission } from '../constants.ts';
import { text } from './text.ts';

/** Image upload of the admin panel (admin §7 POST /admin/upload) and the image URL rule of its forms. */

/** The largest file the upload takes, before re-encoding. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Stored images are scaled down to this many pixels on their long side. */
export const UPLOAD_MAX_DIMENSION = 2000;
/**
 * Pixels an uploaded image may declare (width x height). Far above any photo a shop uses (a 50 MP
 * camera), far below what would exhaust memory when a tiny file claims enormous dimensions.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** What the file input offers; the server judges the file's bytes, not this list. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Who may upload: every permission whose form takes an image (the product and category images, the
 * hero slide's pictures, the footer's logo). Holding any one of them is enough.
 */
export const UPLOAD_PERMISSIONS = [
  'manage_products',
  'manage_categories',
  'manage_hero',
  'manage_footer',
] as const satisfies readonly Permission[];

/** The kinds of upload the API takes: only images today (the multipart `type` field, default 'image'). */
export const UPLOAD_TYPES = ['image'] as const;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  /** Where the stored image is served, e.g. '/uploads/3f9c….webp'. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Always 'webp': every upload is re-encoded. */
  format: z.literal('webp'),
  /** Bytes of the stored file. */
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** An absolute http(s) address or a path on this site ('/uploads/…', '/images/…'). */
export const IMAGE_URL_PATTERN = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;

/**
 * An image URL field of an admin form: http(s) or a site path starting with '/'. `required` is the
 * spec's text when the field is empty (e.g. 'Category image URL is required').
 */
export function imageUrl(required: string, invalid = 'Please enter a valid image URL') {
  return text({ error: required }).trim().min(1, required).max(2000).regex(IMAGE_URL_PATTERN, invalid);
}

/** The same rule for an image that may be left empty (sent as '' or null, stored as null). */
export function optionalImageUrl(invalid = 'Please enter a valid image URL') {
  return text()
    .trim()
    .max(2000)
    .refine((value) => value === '' || IMAGE_URL_PATTERN.test(value), invalid)
    .nullish()
    .transform((value) => (value ? value : null));
}
