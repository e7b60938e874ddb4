import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the log shows instead of `text` without SMTP, when the text holds a one-time code. */
  logText?: string;
}

export interface Mailer {
  /** Stores the mail in the outbox, then sends it through SMTP (or logs it when SMTP is unset). */
  send(message: MailMessage): Promise<'sent' | 'logged' | 'failed'>;
}

export const STORE_NAME = 'Souq Style';

export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, smtpUrl, from, log } = opts;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await db
        .insert(outgoingMail)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        })
        .returning({ id: outgoingMail.id });
      const mark = (status: 'sent' | 'logged' | 'failed', error?: string) =>
        row
          ? db
              .update(outgoingMail)
              .set({
                status,
                error: error ?? null,
                sentAt: status === 'failed' ? null : new Date(),
              })
              .where(eq(outgoingMail.id, row.id))
          : Promise.resolve();
      if (!transport) {
        // No SMTP: the log is how a developer reads the mail (and its code) locally.
        log.info(
          { to: message.to, subject: message.subject },
          `outbox mail\n${message.logText ?? message.text}`,
        );
        await mark('logged');
        return 'logged';
      }
      try {
        const { to, subject, text, html } = message;
        await transport.sendMail({ from, to, subject, text, html });
        await mark('sent');
        return 'sent';
      } catch (err) {
        log.error({ err, to: message.to }, 'mail could not be sent');
        await mark('failed', err instanceof Error ? err.message.slice(0, 500) : 'unknown error');
        return 'failed';
      }
    },
  };
}

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, from } = app.config.mail;
  app.decorate('mailer', createMailer({ db: app.db, smtpUrl, from, log: app.log }));
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

/** The store's mail layout: a plain, readable card that renders in every client. */
export function mailLayout(opts: {
  heading: string;
  intro: string;
  code?: string;
  outro: string[];
}) {
  const code = opts.code
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:Menlo,Consolas,monospace">${escapeHtml(opts.code)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#faf7f2;color:#1c1917;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e4ddd2;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4ddd2;font-family:Georgia,serif;font-size:22px">${STORE_NAME}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(opts.heading)}</h1>
${paragraph(opts.intro)}${code}${opts.outro.map(paragraph).join('')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4ddd2;color:#57534e;font-size:12px">${STORE_NAME} · Dubai, United Arab Emirates</td></tr>
</table></td></tr></table></body></html>`;
}
