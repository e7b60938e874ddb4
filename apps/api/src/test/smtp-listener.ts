import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 and a free port that keeps every message it receives. */
export async function startSmtpListener() {
  const received: ReceivedMail[] = [];
  /** While set, every message is refused with a temporary error (a server that is down). */
  let refusing = false;
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client that dies mid-conversation (the cluster test SIGKILLs an instance) resets its
  // connection; a real mail server notes that and goes on serving everyone else.
  const droppedConnections: Error[] = [];
  server.on('error', (err) => droppedConnections.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    droppedConnections,
    /** The next mail to `to` that arrives after `since` messages, within `timeoutMs`. */
    async nextMailTo(to: string, since = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(since).find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Refuse (true) or take (false) the mail that arrives from now on. */
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a reset mail's subject line. */
export function resetCodeIn(mail: ReceivedMail): string {
  // The plain-text part shows the code alone on an indented line (never in the subject).
  const match = /^ {4}(\d{6})\r?$/m.exec(mail.raw);
  if (!match?.[1]) throw new Error(`no reset code in mail:\n${mail.raw}`);
  return match[1];
}

export interface ParsedMail {
  /** The mail's own headers, by lower-case name (unfolded). */
  headers: Map<string, string>;
  subject: string;
  from: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** RFC 2047 words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header, decoded. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, _charset: string, enc: string, body: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(body, 'base64').toString('utf8')
          : decodeQuotedPrintable(body.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const flat = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i += 1) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'utf8');
}

/** The subject, text and HTML parts and the attachments of a mail as nodemailer writes it. */
export function parseMail(mail: ReceivedMail): ParsedMail {
  const parsed: ParsedMail = {
    headers: new Map(),
    subject: '',
    from: '',
    text: '',
    html: '',
    attachments: [],
  };
  const walk = (part: string, top: boolean) => {
    const { headers, body } = splitHead(part);
    if (top) {
      parsed.headers = headers;
      parsed.subject = decodeWords(headers.get('subject') ?? '');
      parsed.from = headers.get('from') ?? '';
    }
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      const pieces = body.split(`--${boundary}`).slice(1);
      for (const piece of pieces)
        if (!piece.startsWith('--')) walk(piece.replace(/^\r?\n/, ''), false);
      return;
    }
    const content = decodeBody(body, headers.get('content-transfer-encoding'));
    const disposition = headers.get('content-disposition') ?? '';
    if (/attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
      parsed.attachments.push({ filename: decodeWords(filename), contentType: type, content });
    } else if (/text\/html/i.test(type)) parsed.html = content.toString('utf8');
    else if (/text\/plain/i.test(type)) parsed.text = content.toString('utf8');
  };
  walk(mail.raw, true);
  return parsed;
}
