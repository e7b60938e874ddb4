import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, taxCreditNotes, users } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { pdfText, pdfWords } from '#test/pdf-text';
import { bearer } from '../auth/test-users';
import { ordersKit } from '../orders/orders-test-kit';

/** A4 is 595.28 points wide and the documents keep a 40-point margin. */
const RIGHT_MARGIN = 595.28 - 40;
/** Starts with RIGHT-TO-LEFT OVERRIDE: shown as it is stored, it would read "ilA exe.png". */
const SPOOFED_NAME = '\u202Egnp.exe Ali';
const CROWNS = '\u{1F451}'.repeat(90);

let app: FastifyInstance;
let kit: ReturnType<typeof ordersKit>;
let admin: string;
let documents: Array<{ kind: string; pdf: Buffer }>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = ordersKit(app);
  admin = await adminToken(app);
  const s = await kit.shopper();
  await app.db.update(users).set({ fullname: SPOOFED_NAME }).where(eq(users.id, s.userId));
  await app.db
    .update(addresses)
    .set({
      username: SPOOFED_NAME,
      streetName: 'Al\u0007 Wasl\u200F Road\u2066',
      area: `Marina ${CROWNS}`,
    })
    .where(eq(addresses.id, s.addressId));
  for (const name of ['Abaya \u{1F600} Gold', 'Zoe\u0308 kaftan x\u0301', `${CROWNS} Crown`]) {
    const p = await kit.product({ name, priceFils: 10000, stock: 5 });
    await kit.fill(s.userId, p.id, 1);
  }
  await kit.topUp(s.userId, 1_000_000);
  const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
  expect(placed.statusCode).toBe(201);
  const order = placed.json<{ order: { _id: string; orderid: string } }>().order;
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const invoice = await get(`/api/admin/orders/${order.orderid}/invoice`);
  const slip = await get(`/api/admin/orders/${order.orderid}/packing-slip`);
  expect((await kit.cancel(s.token, order.orderid)).statusCode).toBe(200);
  const [note] = await app.db
    .select()
    .from(taxCreditNotes)
    .where(eq(taxCreditNotes.orderId, order._id));
  const credit = await get(`/api/admin/orders/${order._id}/credit-notes/${note?.number}`);
  documents = [
    { kind: 'invoice', pdf: invoice },
    { kind: 'credit note', pdf: credit },
    { kind: 'packing slip', pdf: slip },
  ];
});
afterAll(() => app.close());

const lineWith = (text: string, word: string) =>
  text
    .normalize('NFC')
    .split('\n')
    .find((l) => l.includes(word))
    ?.trim();

describe('names and products on the tax documents', () => {
  it('print a name in the order it was typed, whatever direction controls it carries', async () => {
    for (const { kind, pdf } of documents) {
      const text = await pdfText(pdf);
      expect(lineWith(text, 'Ali'), kind).toBe('gnp.exe Ali');
      expect(text, kind).not.toContain('exe.png');
      const words = (await pdfWords(pdf)).filter((w) => ['gnp.exe', 'Ali'].includes(w.text));
      expect(words.map((w) => w.text).slice(0, 2), kind).toEqual(['gnp.exe', 'Ali']);
      expect(words[0]!.xMax, kind).toBeLessThan(words[1]!.xMin);
      expect(lineWith(text, 'Wasl'), kind).toBe('Villa 12, Al Wasl Road');
    }
  });

  it('draw accented Latin as letters and what no font has as a visible replacement', async () => {
    for (const { kind, pdf } of documents) {
      const text = await pdfText(pdf);
      expect(lineWith(text, 'Abaya'), kind).toBe('Abaya \uFFFD Gold');
      expect(lineWith(text, 'kaftan'), kind).toBe('Zo\u00EB kaftan x\u0301');
      expect(lineWith(text, 'Marina'), kind).toMatch(/^Marina \uFFFD+\.\.\.$/);
      // Nothing but the letters given, the documents' own words and the replacement mark.
      const letters = text.normalize('NFC').replaceAll('x\u0301', 'x');
      expect(letters, kind).toMatch(/^[\x20-\x7E\u0600-\u06FF\u00EB\uFFFD\n\f]*$/);
    }
  });

  it('never run past the right margin', async () => {
    for (const { kind, pdf } of documents) {
      const words = await pdfWords(pdf);
      expect(words.length, kind).toBeGreaterThan(20);
      const past = words.filter((w) => w.xMax > RIGHT_MARGIN + 0.5);
      expect(past, kind).toEqual([]);
    }
  });
});
