import { signupResponseSchema, type SignupResponse } from '@shared/schemas/content';
import { sendJson } from '@web/lib/api';

/**
 * Newsletter sign-up. The prototype only showed a toast (spec 001 §2); Pitlane stores the address.
 * A repeat sign-up answers success too (`alreadySubscribed`), so the user sees the same toast.
 */
export function subscribeToNewsletter(email: string): Promise<SignupResponse> {
  return sendJson('/api/newsletter', { email }, signupResponseSchema);
}
