import { DELIVERY_CODE_TTL_SECONDS, RETURN_CODE_TTL_SECONDS } from '@store/domain';
import { mailLayout, STORE_NAME, type MailMessage } from '../../platform/mail';
import type { CodeKind } from './notification-service';

const TTL_SECONDS: Record<CodeKind, number> = {
  delivery_code: DELIVERY_CODE_TTL_SECONDS,
  return_pickup_code: RETURN_CODE_TTL_SECONDS,
  return_delivery_code: RETURN_CODE_TTL_SECONDS,
};

const HEADING: Record<CodeKind, string> = {
  delivery_code: 'Your delivery code',
  return_pickup_code: 'Your return pickup code',
  return_delivery_code: 'Your replacement delivery code',
};

function lasts(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function what(kind: CodeKind, ref: string | null): string {
  const order = ref ? `order ${ref}` : 'your order';
  const request = ref ? `return ${ref}` : 'your return';
  switch (kind) {
    case 'delivery_code':
      return `The courier is bringing ${order}. Give them this code at the door to receive it.`;
    case 'return_pickup_code':
      return `The courier is collecting ${request}. Give them this code when they pick it up.`;
    case 'return_delivery_code':
      return `The courier is bringing the replacement for ${request}. Give them this code at the door.`;
  }
}

/**
 * The mail that carries a delivery or return code. The code stays out of the subject (lock
 * screens show subjects); `secrets` keeps it out of the outbox copy and the log.
 */
export function codeMail(opts: {
  to: string;
  fullname: string;
  kind: CodeKind;
  code: string;
  ref: string | null;
}): MailMessage {
  const greeting = `Hello ${opts.fullname},`;
  const intro = `${what(opts.kind, opts.ref)} It works once and expires in ${lasts(TTL_SECONDS[opts.kind])}.`;
  const outro = [
    'Never share this code with anyone except the courier at your door.',
    `The ${STORE_NAME} team`,
  ];
  return {
    to: opts.to,
    subject: `${HEADING[opts.kind]} for ${opts.ref ?? STORE_NAME}`,
    text: [greeting, '', intro, '', `    ${opts.code}`, '', ...outro].join('\n'),
    secrets: [opts.code],
    html: mailLayout({
      heading: HEADING[opts.kind],
      intro: `${greeting} ${intro}`,
      code: opts.code,
      outro,
    }),
  };
}
