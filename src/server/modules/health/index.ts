/** Health: the probe that says whether the server and its database answer. */
export { healthRoutes } from './health.routes';
export { createHealthService } from './health.service';
