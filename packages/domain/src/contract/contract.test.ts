import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMIRATES } from '../constants';
import { addressAnswer, orderStatsAnswer, productAnswer, userAnswer } from './index';

const user = { _id: 'u1', fullname: 'Layla Haddad', email: 'l@h.ae', phoneno: null, address: null };

describe('the answer contract', () => {
  it('names every field: an answer with a field the contract lacks does not parse', () => {
    expect(userAnswer.safeParse(user).success).toBe(true);
    const extra = userAnswer.safeParse({ ...user, passwordHash: 'x' });
    expect(extra.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['passwordHash'] }),
    ]);
    const { email: _email, ...missing } = user;
    expect(userAnswer.safeParse(missing).success).toBe(false);
  });

  it("takes a saved address's choices from the address form's rules", () => {
    const emirate = addressAnswer.shape.emirate;
    expect(emirate.options).toEqual([...EMIRATES]);
    expect(addressAnswer.shape.savedaddressas.options).toEqual(['Home', 'Work']);
  });

  it('counts the console order filters and their total', () => {
    const stats = { new: 1, shipped: 2, delivered: 3, cancelled: 0, total: 6 };
    expect(orderStatsAnswer.parse(stats)).toEqual(stats);
    expect(orderStatsAnswer.safeParse({ ...stats, total: undefined }).success).toBe(false);
  });

  it('writes a JSON schema for the OpenAPI document', () => {
    const json = z.toJSONSchema(productAnswer, { io: 'output' }) as {
      required: string[];
      additionalProperties: boolean;
    };
    expect(json.required).toEqual(expect.arrayContaining(['_id', 'price', 'priceWithVat']));
    expect(json.additionalProperties).toBe(false);
  });
});
