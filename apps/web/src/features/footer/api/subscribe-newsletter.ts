import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface NewsletterAnswer {
  success: true;
  message: string;
}

/** POST /api/newsletter {email}; signing up twice is fine (the server answers 'already subscribed'). */
export function subscribeNewsletter(email: string): Promise<NewsletterAnswer> {
  return apiRequest<NewsletterAnswer>('/newsletter', { method: 'POST', body: { email } });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
