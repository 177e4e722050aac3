/** Featured placements: the console's promotions. */
export { promotionsRoutes } from './promotions.routes';
export { createPromotionsService } from './promotions.service';
