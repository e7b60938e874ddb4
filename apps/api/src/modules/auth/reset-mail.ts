import { RESET_CODE_TTL_SECONDS } from '@store/domain';
import { mailLayout, STORE_NAME, type MailMessage } from '../../platform/mail';

/** The password reset mail: the code, how long it lasts, and what to do if it was not you. */
export function resetCodeMail(to: string, fullname: string, code: string): MailMessage {
  const minutes = RESET_CODE_TTL_SECONDS / 60;
  const greeting = `Hello ${fullname},`;
  const intro = `Use this code to reset your ${STORE_NAME} password. It expires in ${minutes} minutes and works once.`;
  const outro = [
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    `The ${STORE_NAME} team`,
  ];
  return {
    to,
    subject: `Your ${STORE_NAME} password reset code`,
    text: [greeting, '', intro, '', `    ${code}`, '', ...outro].join('\n'),
    html: mailLayout({
      heading: 'Reset your password',
      intro: `${greeting} ${intro}`,
      code,
      outro,
    }),
    secrets: [code],
  };
}
