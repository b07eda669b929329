import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** Every error the API sends: a human message and a stable machine code. */
export const errorSchema = z.object({
  error: z.string(),
  code: z.string(),
  /** The numbers in `error` (stock left, a minimum…), for clients that word it in another language. */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** `?lang=en|fr`; absent means English, anything else is a 400. */
export const langQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
});

/** Ids are 24 lower-case hex characters (the shape the client's `_id`s have always had). */
export const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character hex id');

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
