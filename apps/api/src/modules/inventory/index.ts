export { reserveStock, restoreStock } from './stock';
