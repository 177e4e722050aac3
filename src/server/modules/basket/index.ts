/** Basket: the shopper's stored basket, and baskets priced delivered across shops (quote, compare). */
export { basketRoutes } from './basket.routes';
export { basketStoreRoutes, BASKET_COOKIE } from './basket-store.routes';
export { createBasketService } from './basket.service';
export { createBasketStore } from './basket-store.service';
