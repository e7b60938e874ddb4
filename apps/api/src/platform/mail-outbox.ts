import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '#db/client';
import { outgoingMail, type MailAttachmentRef } from '#db/schema';
import type { Clock } from './clock';
import { withoutSecrets, type MailAttachment, type MailTransport } from './mail';
import { pauseUnlessStopping } from './instance-lease';
import { seal, unseal } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/** A mail as the change that causes it writes it: rendered, waiting in the outbox. */
export interface OutboxMail {
  to: string;
  language: 'en' | 'ar';
  kind: string;
  /** Never holds a code (subjects show on lock screens and in lists). */
  subject: string;
  text: string;
  html: string;
  /** A one-time code in the body: stored sealed, put back at sending, erased once sent. */
  secret?: string;
  /** Files named by what they are, read when the mail is sent (the invoice exists by then). */
  attachments?: MailAttachmentRef[];
  /** Headers of its own: a reminder's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Reads the file an attachment names; null when it does not exist (yet): sent without it. */
export type AttachmentResolver = (db: Db, ref: MailAttachmentRef) => Promise<MailAttachment | null>;

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailOutbox {
  /**
   * Writes the mail into the outbox inside the caller's transaction, so it exists exactly when the
   * change that causes it commits. A failure here is logged and swallowed (in a savepoint): a mail
   * never fails the request that causes it.
   */
  enqueue(tx: Tx, mail: OutboxMail): Promise<void>;
  /** Sends what is due now (by the app's clock), claiming each row so no one else sends it. */
  drain(): Promise<DrainResult>;
  /** Names the resolver for attachments of `kind` (the invoice PDF, connected at start). */
  registerAttachment(kind: string, resolver: AttachmentResolver): void;
}

/** Minutes to wait after the n-th failed attempt; after the last, the mail is marked failed. */
export const MAIL_RETRY_MINUTES = [1, 5, 30, 120, 360] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;
/** A claimed row is not due again for this long: a worker that died mid-send leaves it to others. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 20;
/** How often the leased worker looks for retries that came due. */
export const MAIL_POLL_MS = 30_000;

const MINUTE = 60_000;

/** A mail's secret (a code) is sealed at rest under the mail outbox's own key. */
const OUTBOX_PURPOSE = 'mail-outbox';

export const sealSecret = (plain: string, secret: string) => seal(plain, secret, OUTBOX_PURPOSE);
export const unsealSecret = (sealed: string, secret: string) =>
  unseal(sealed, secret, OUTBOX_PURPOSE);

const WITHHELD = withoutSecrets('x', ['x']);

export function createMailOutbox(opts: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  secret: string;
  log: FastifyBaseLogger;
}): MailOutbox {
  const { db, transport, clock, secret, log } = opts;
  const resolvers = new Map<string, AttachmentResolver>();

  async function claim(now: Date) {
    const due = db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(and(eq(outgoingMail.status, 'queued'), lte(outgoingMail.nextAttemptAt, now)))
      .orderBy(asc(outgoingMail.nextAttemptAt))
      .limit(BATCH)
      // Two workers at once each take different rows (and neither waits for the other's).
      .for('update', { skipLocked: true });
    return db
      .update(outgoingMail)
      .set({
        attempts: sql`${outgoingMail.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .where(and(inArray(outgoingMail.id, due), eq(outgoingMail.status, 'queued')))
      .returning();
  }

  async function attachmentsOf(refs: MailAttachmentRef[]): Promise<MailAttachment[]> {
    const files: MailAttachment[] = [];
    for (const ref of refs) {
      const resolve = resolvers.get(ref.kind);
      if (!resolve) {
        log.warn({ attachment: ref.kind }, 'no resolver for a mail attachment: sent without it');
        continue;
      }
      const file = await resolve(db, ref);
      if (file) files.push(file);
    }
    return files;
  }

  async function sendOne(row: typeof outgoingMail.$inferSelect): Promise<keyof DrainResult> {
    try {
      const code = row.sealedSecret ? unsealSecret(row.sealedSecret, secret) : undefined;
      const reveal = (text: string) => (code ? text.split(WITHHELD).join(code) : text);
      const outcome = await transport.deliver(
        {
          to: row.toAddress,
          subject: row.subject,
          text: reveal(row.textBody),
          html: reveal(row.htmlBody),
          attachments: await attachmentsOf(row.attachments),
          headers: row.headers,
        },
        code ? [code] : [],
      );
      await db
        .update(outgoingMail)
        .set({ status: outcome, sentAt: clock.now(), error: null, sealedSecret: null })
        .where(eq(outgoingMail.id, row.id));
      return 'sent';
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      const last = row.attempts >= MAIL_MAX_ATTEMPTS;
      const wait = MAIL_RETRY_MINUTES[Math.min(row.attempts, MAIL_RETRY_MINUTES.length) - 1] ?? 1;
      if (last) {
        log.error({ err, mailId: row.id, kind: row.kind }, 'mail failed for good after retries');
      } else {
        log.warn({ err, mailId: row.id, kind: row.kind, retryInMinutes: wait }, 'mail not sent');
      }
      await db
        .update(outgoingMail)
        .set(
          last
            ? { status: 'failed', error, sealedSecret: null }
            : { error, nextAttemptAt: new Date(clock.now().getTime() + wait * MINUTE) },
        )
        .where(eq(outgoingMail.id, row.id));
      return last ? 'failed' : 'retrying';
    }
  }

  return {
    async enqueue(tx, mail) {
      try {
        // A savepoint: whatever goes wrong here leaves the caller's transaction usable.
        await tx.transaction(async (sp) => {
          await sp.insert(outgoingMail).values({
            toAddress: mail.to,
            language: mail.language,
            kind: mail.kind,
            subject: withoutSecrets(mail.subject, mail.secret ? [mail.secret] : []),
            textBody: withoutSecrets(mail.text, mail.secret ? [mail.secret] : []),
            htmlBody: withoutSecrets(mail.html, mail.secret ? [mail.secret] : []),
            sealedSecret: mail.secret ? sealSecret(mail.secret, secret) : null,
            attachments: mail.attachments ?? [],
            headers: mail.headers ?? {},
            status: 'queued',
            nextAttemptAt: clock.now(),
          });
        });
      } catch (err) {
        log.error({ err, kind: mail.kind }, 'mail could not be queued');
      }
    },
    async drain() {
      const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
      for (;;) {
        const rows = await claim(clock.now());
        for (const row of rows) result[await sendOne(row)] += 1;
        if (rows.length < BATCH) return result;
      }
    },
    registerAttachment(kind, resolver) {
      resolvers.set(kind, resolver);
    },
  };
}

/**
 * The outbox and its workers. After any request that queued a mail, this instance sends it at once
 * (claims make that safe beside other workers); the leased worker, one across instances, looks
 * every MAIL_POLL_MS for retries that came due and mails queued outside a request.
 */
export const mailOutboxPlugin = fp(async (app: FastifyInstance) => {
  const outbox = createMailOutbox({
    db: app.db,
    transport: app.mailTransport,
    clock: app.clock,
    secret: app.jwtSecret,
    log: app.log,
  });
  let queued = false;
  app.decorate('mailOutbox', {
    ...outbox,
    enqueue: async (tx, mail) => {
      await outbox.enqueue(tx, mail);
      queued = true;
    },
  });
  // By the time the answer has gone, the transaction that queued the mail has committed.
  app.addHook('onResponse', async () => {
    if (!queued) return;
    queued = false;
    void app.runInBackground('mail send', () => outbox.drain());
  });
  app.addHook('onReady', async () => {
    void app.runInBackground('mail outbox', async (stopping) => {
      while (!stopping.aborted) {
        try {
          await outbox.drain();
        } catch (err) {
          if (!stopping.aborted) app.log.error({ err }, 'mail outbox round failed');
        }
        await pauseUnlessStopping(MAIL_POLL_MS, stopping);
      }
    });
  });
});
