/** Basket: parts (the assistant's, or any) compared across shops, with each shop's total. */
export { basketRoutes } from './basket.routes';
export { createBasketService } from './basket.service';
