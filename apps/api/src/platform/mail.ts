import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailMessage {
  to: string;
  /** Never holds a code: subjects show in notifications and lists, and are logged. */
  subject: string;
  text: string;
  html: string;
  /**
   * One-time codes in the body. They go to the recipient only: the outbox keeps the mail with
   * them blanked out, and the log shows them only outside production.
   */
  secrets?: string[];
}

export interface Mailer {
  /** Stores the mail in the outbox, then sends it through SMTP (or logs it when SMTP is unset). */
  send(message: MailMessage): Promise<'sent' | 'logged' | 'failed'>;
}

const WITHHELD = '[code withheld]';

/** `text` with every secret replaced, for storage and production logs. */
export function withoutSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((out, secret) => (secret ? out.split(secret).join(WITHHELD) : out), text);
}

export const STORE_NAME = 'Souq Style';

export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Without SMTP, print the codes in the log so a developer can use them (never in production). */
  logCodes: boolean;
}): Mailer {
  const { db, smtpUrl, from, log, logCodes } = opts;
  // nodemailer is loaded with the first mail: a store without SMTP starts without it.
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: mailer }) => mailer.createTransport(url)));
  return {
    async send({ secrets = [], ...message }) {
      const [row] = await db
        .insert(outgoingMail)
        .values({
          toAddress: message.to,
          subject: withoutSecrets(message.subject, secrets),
          textBody: withoutSecrets(message.text, secrets),
          htmlBody: withoutSecrets(message.html, secrets),
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
      if (!smtpUrl) {
        // No SMTP: the log is how a developer reads the mail (and its code) locally.
        const text = logCodes ? message.text : withoutSecrets(message.text, secrets);
        log.info({ to: message.to, subject: message.subject }, `outbox mail\n${text}`);
        await mark('logged');
        return 'logged';
      }
      try {
        const { to, subject, text, html } = message;
        await (await smtp(smtpUrl)).sendMail({ from, to, subject, text, html });
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
  // Only `npm run dev` shows codes in the log, so a developer without SMTP can reset a password;
  // tests and production never write a one-time code to a log line.
  const logCodes = app.config.env === 'development';
  app.decorate('mailer', createMailer({ db: app.db, smtpUrl, from, log: app.log, logCodes }));
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
