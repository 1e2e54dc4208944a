/**
 * Cart (issue 12): §7 global-cart and products/stock. The one entry app.ts and other modules use:
 * the orders module prices its lines with loadProducts and reads and empties the customer's cart
 * with readCustomerCartLines and emptyCustomerCart.
 */
export { cartRoutes } from './routes';
export { loadProducts, type SellableProduct } from './products';
export { emptyCustomerCart, readCustomerCartLines, type CartLine } from './service';
