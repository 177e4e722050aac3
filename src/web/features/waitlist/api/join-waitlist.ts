import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema } from '@shared/schemas/content';
import { sendJson } from '@web/lib/api';

/**
 * POST /api/waitlist. The prototype's box called nothing; Pitlane stores the address
 * once. A repeat sign-up is a success with `alreadySubscribed`, never an error.
 */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (email: string) => sendJson('/api/waitlist', { email }, signupResponseSchema),
  });
}
