import type { en } from './messages/en';

/** The storefront's message keys: English has every one. */
export type MessageKey = keyof typeof en;
/** A catalogue for another locale must translate every key. */
export type Messages = Record<MessageKey, string>;
