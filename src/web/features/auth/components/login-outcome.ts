import { createContext, useContext } from 'react';

/**
 * What the server says about a login form posted without the app's code (before it loaded, or with
 * JavaScript off): the message to show and the username to keep in the box. The server re-renders
 * the login screen with it, and hydration starts from the same outcome, so the two never disagree.
 */
export interface LoginOutcome {
  /** Above the fields: a wrong password, too many tries. */
  error?: string;
  /** Under a field left empty. */
  fieldErrors?: { username?: string; password?: string };
  /** The username, or the operator's email on the console's sign-in. */
  username: string;
  /** The console's sign-in: the password was right and a second-factor code is needed. */
  totpRequired?: boolean;
}

export const LoginOutcomeContext = createContext<LoginOutcome | null>(null);

export function useLoginOutcome(): LoginOutcome | null {
  return useContext(LoginOutcomeContext);
}
