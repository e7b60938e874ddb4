import { z } from 'zod';

/**
 * Pieces every answer schema uses. Answers are strict objects: a field the API sends but the
 * contract does not name fails the answers test, so the contract cannot fall behind the API.
 */
export const answer = z.strictObject;

/** A moment as the API writes it: `Date.toISOString()`. */
export const isoDate = z.string();

/** Money in AED (the API turns integer fils into dirhams at the edge). */
export const aed = z.number();

/** A row id (uuid) or a code such as SH-…, RT-…, DM-0001. */
export const id = z.string();

/** A list call's paging fields. */
export const paging = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

export const ok = z.literal(true);

/** A colour and size chosen for a line. */
export const selections = answer({ color: z.string(), size: z.string() });

/**
 * What a JSON builder may return for an answer of type `T`: the same fields, with every string
 * union widened to `string`, because the database stores those values as text. The builder's
 * return type thus checks each field's name and shape; the answers test checks the values.
 */
export type Sent<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Sent<U>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;
