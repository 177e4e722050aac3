import { useMutation } from '@tanstack/react-query';
import { type ContactRequest, contactResponseSchema } from '@shared/schemas/content';
import { sendJson } from '@web/lib/api';

/** POST /api/contact: the server validates, rate-limits and stores the message. */
export function useSendContact() {
  return useMutation({
    mutationFn: (request: ContactRequest) => sendJson('/api/contact', request, contactResponseSchema),
  });
}
