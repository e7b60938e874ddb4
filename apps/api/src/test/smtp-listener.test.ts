import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseMail, startSmtpListener } from './smtp-listener';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

// The cluster test SIGKILLs a store instance that may be half-way through a mail; the listener
// every other instance is using must outlive that.
it('keeps taking mail after a client dies half-way through a message', async () => {
  const socket = net.connect(Number(new URL(smtp.url).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('data', resolve));
  socket.write('EHLO dying\r\nMAIL FROM:<shop@souq.test>\r\nRCPT TO:<a@souq.test>\r\nDATA\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.write('Subject: cut off\r\n\r\nhalf a mes');
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.resetAndDestroy();
  await expect.poll(() => smtp.droppedConnections.length).toBe(1);

  const before = smtp.received.length;
  await nodemailer
    .createTransport({ url: smtp.url, ignoreTLS: true })
    .sendMail({ from: 'shop@souq.test', to: 'b@souq.test', subject: 'Still here', text: 'ok' });
  const mail = await smtp.nextMailTo('b@souq.test', before);
  expect(parseMail(mail).subject).toBe('Still here');
  expect(smtp.received.some((m) => m.to.includes('a@souq.test'))).toBe(false);
});
