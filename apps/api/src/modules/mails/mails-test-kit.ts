import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#test/helper';
import { parseMail, startSmtpListener, type ParsedMail } from '#test/smtp-listener';

/**
 * An app whose mail goes to a real SMTP listener of the test's own, and how to wait for one.
 * `owner`: the OWNER_EMAIL the owner's mails go to (none by default).
 */
export async function appWithSmtp(opts: { owner?: string } = {}) {
  const smtp = await startSmtpListener();
  const app: FastifyInstance = await buildTestApp({
    mail: { smtpUrl: smtp.url, from: 'Souq Style <shop@souq.test>', owner: opts.owner },
    rateLimitMultiplier: 100,
  });

  /** The mail to `to` whose subject contains `subject`, as it arrived at the SMTP server. */
  async function mailTo(to: string, subject: string): Promise<ParsedMail> {
    for (let i = 0; i < 100; i += 1) {
      const found = smtp.received
        .filter((m) => m.to.includes(to))
        .map(parseMail)
        .find((m) => m.subject.includes(subject));
      if (found) return found;
      // The worker sends after the answer; a round here makes sure nothing waits for its timer.
      await app.mailOutbox.drain();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  }

  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { smtp, app, mailTo, close };
}
