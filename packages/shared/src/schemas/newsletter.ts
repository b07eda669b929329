import { z } from 'zod';

export const newsletterBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254)),
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

export const newsletterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
