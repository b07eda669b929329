import { z } from 'zod';
import { text } from './text.ts';

export const newsletterBodySchema = z.object({
  email: text().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254)),
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

export const newsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
