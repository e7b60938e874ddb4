import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** How a mail leaves (SMTP, or the log without it): the outbox worker sends through it. */
    mailTransport: MailTransport;
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

/** A file sent with a mail (the tax invoice), read when the mail goes out. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
}

/** One mail as it leaves: through SMTP when set, otherwise written to the log. */
export interface MailTransport {
  /** 'sent' through SMTP, 'logged' without it; throws when the SMTP server refuses it. */
  deliver(
    message: Omit<MailMessage, 'secrets'> & { attachments?: MailAttachment[] },
    secrets?: readonly string[],
  ): Promise<'sent' | 'logged'>;
}

export function createMailTransport(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Without SMTP, print the codes in the log so a developer can use them (never in production). */
  logCodes: boolean;
}): MailTransport {
  const { smtpUrl, from, log, logCodes } = opts;
  // nodemailer is loaded with the first mail: a store without SMTP starts without it.
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: mailer }) => mailer.createTransport(url)));
  return {
    async deliver(message, secrets = []) {
      if (!smtpUrl) {
        // No SMTP: the log is how a developer reads the mail (and its code) locally.
        const text = logCodes ? message.text : withoutSecrets(message.text, secrets);
        const files = message.attachments?.map((a) => a.filename) ?? [];
        log.info(
          { to: message.to, subject: message.subject, ...(files.length ? { files } : {}) },
          `outbox mail\n${text}`,
        );
        return 'logged';
      }
      const { to, subject, text, html, attachments } = message;
      await (await smtp(smtpUrl)).sendMail({ from, to, subject, text, html, attachments });
      return 'sent';
    },
  };
}

/** Sends at once (password reset codes); everything about orders goes through the outbox. */
export function createMailer(opts: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, transport, log } = opts;
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
      try {
        const outcome = await transport.deliver(message, secrets);
        await mark(outcome);
        return outcome;
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
  const transport = createMailTransport({ smtpUrl, from, log: app.log, logCodes });
  app.decorate('mailTransport', transport);
  app.decorate('mailer', createMailer({ db: app.db, transport, log: app.log }));
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
