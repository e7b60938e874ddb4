import type { Selections } from '@store/domain/contract';

/** A line as the bag calls send it. */
export type CartLineInput = { productid: string; quantity: number; selections: Selections };
