import { AMOUNT_ERROR, parseDecimal, readAmount, tooLargeError } from '../../components/lib/number';

/** Average cart (panier moyen) = total amount / number of orders. */

export { AMOUNT_ERROR };
export const ORDERS_ERROR = 'Veuillez entrer un nombre de commandes valide';
export const ZERO_ORDERS_ERROR = 'Le nombre de commandes doit être supérieur à 0';

const MAX_ORDERS = 1e15;

export interface AverageCartFields {
  /** Revenue of the period, in euros. */
  totalAmount: string;
  /** Number of orders of the same period (a whole number). */
  orders: string;
}

export interface AverageCartResult {
  /** Average order value in euros, to the cent. */
  averageCart: number;
}

export interface AverageCartOutput {
  errors: Partial<Record<keyof AverageCartFields, string>>;
  result: AverageCartResult | null;
}

/** total / orders; 0 when there is no order. */
export function averageCart(total: number, orders: number): number {
  if (!(orders > 0)) return 0;
  const value = total / orders;
  return Number.isFinite(value) ? value : 0;
}

export function computeAverageCart(fields: AverageCartFields): AverageCartOutput {
  const total = readAmount(fields.totalAmount);
  const orders = parseDecimal(fields.orders);
  const errors: AverageCartOutput['errors'] = {};
  if (total.error) errors.totalAmount = total.error;
  if (orders.ok && orders.value > MAX_ORDERS) errors.orders = tooLargeError(MAX_ORDERS);
  else if (orders.ok ? orders.value < 0 || !Number.isInteger(orders.value) : !orders.empty) errors.orders = ORDERS_ERROR;
  else if (orders.ok && orders.value === 0) errors.orders = ZERO_ORDERS_ERROR;
  if (total.value === undefined || !orders.ok || errors.totalAmount || errors.orders) return { errors, result: null };
  return { errors, result: { averageCart: averageCart(total.value, orders.value) } };
}

/** Inverse question: how many orders for a revenue target at an average cart. */
export const INVALID_CART_ERROR = 'Le panier moyen doit être un montant supérieur à 0';

export interface OrdersNeededFields {
  /** Revenue target, in euros. */
  target: string;
  /** Average cart, in euros. */
  cart: string;
}

export interface OrdersNeededOutput {
  errors: Partial<Record<keyof OrdersNeededFields, string>>;
  /** Orders needed, a whole number rounded up; null while a field is empty or invalid. */
  orders: number | null;
}

/** Orders needed = revenue target ÷ average cart, rounded up to a whole order (12 significant digits first). */
export function ordersNeeded(target: number, cart: number): number {
  return Math.ceil(Number((target / cart).toPrecision(12)));
}

export function computeOrdersNeeded(fields: OrdersNeededFields): OrdersNeededOutput {
  const errors: OrdersNeededOutput['errors'] = {};
  const target = readAmount(fields.target);
  const cart = readAmount(fields.cart, INVALID_CART_ERROR);
  if (target.error) errors.target = target.error;
  if (cart.error) errors.cart = cart.error;
  else if (cart.value === 0) errors.cart = INVALID_CART_ERROR;
  if (target.value === undefined || cart.value === undefined || errors.target || errors.cart) return { errors, orders: null };
  return { errors, orders: ordersNeeded(target.value, cart.value) };
}
