import type { SignupResponse } from '@shared/schemas/content';
import { sendJson } from '@web/lib/api';

// The form sits in every page's footer; its schema (and zod) load only when someone subscribes.
const signupResponseSchema = () => import('@shared/schemas/content').then((module) => module.signupResponseSchema);

/**
 * Newsletter sign-up. The prototype only showed a toast; Pitlane stores the address.
 * A repeat sign-up answers success too (`alreadySubscribed`), so the user sees the same toast.
 */
export function subscribeToNewsletter(email: string): Promise<SignupResponse> {
  return sendJson('/api/newsletter', { email }, signupResponseSchema);
}
