/** The site gate (shared login and session). Other modules use its login limiter: the console's sign-in is limited the same way. */
export type { LoginLimiter } from './login-limiter';
