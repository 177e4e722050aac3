/**
 * The address this browser last set a price alert for, kept in localStorage only, so the next alert
 * (a saved part's, in one click) needs no typing. Never sent anywhere except with an alert the
 * shopper asks for.
 */
const ALERT_EMAIL_KEY = 'pitlane:alert-email';

export function readAlertEmail(): string | null {
  try {
    return window.localStorage.getItem(ALERT_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function rememberAlertEmail(email: string): void {
  try {
    window.localStorage.setItem(ALERT_EMAIL_KEY, email);
  } catch {
    // Storage blocked: the next alert asks for the address again.
  }
}
