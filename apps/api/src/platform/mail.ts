import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
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
    message: Omit<MailMessage, 'secrets'> & {
      attachments?: MailAttachment[];
      headers?: Record<string, string>;
    },
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
      const { to, subject, text, html, attachments, headers } = message;
      await (await smtp(smtpUrl)).sendMail({ from, to, subject, text, html, attachments, headers });
      return 'sent';
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
});
