/**
 * A listing's offer terms as stored (snake_case, cents): the columns every query that reads or writes
 * offers carries, named once.
 */
export interface OfferTermsRow {
  price_cents: number;
  original_price_cents: number | null;
  shipping_cost_cents: number;
  shipping_estimated: boolean;
  has_free_shipping: boolean;
  has_same_day_shipping: boolean;
  has_next_day_delivery: boolean;
  in_store: boolean;
  in_stock: boolean;
  stock_quantity: number | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
}
