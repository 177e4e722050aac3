/**
 * The site gate (shared login and session). Other modules use its login limiter: the console's
 * sign-in is limited the same way. The app assembles the gate from the rest: the service, the login
 * routes, the session cookie it checks for plugins/gate, and the credentials main.ts resolves.
 */
export { createLoginLimiter, type LoginLimiter, type LoginLimiterOptions } from './login-limiter';
export { createGateService, type GateConfig, type GateService } from './gate.service';
export { answerWithPlainLoginPage, gateRoutes } from './gate.routes';
export { readSessionId } from './gate.cookie';
export { resolveGateCredentials, resolveSessionSecret } from './gate.credentials';
