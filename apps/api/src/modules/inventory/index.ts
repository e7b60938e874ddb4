export { reserveStock, restoreStock } from './inventory-repository';
