import type { Language, MailCopy } from './mail-events';
import { renderMailInBoth, type RenderedMail } from './mail-render';

/** An invitation to the back office's staff: the invitee has no language yet, so both go. */
export interface StaffInvitationMail {
  /** Who invites (the member's name, or their username). */
  inviter: string;
  /** The role's name in each language. */
  role: Record<Language, string>;
  /** The one-time link where the invitee sets a name and a password. */
  url: string;
  hours: number;
}

const isolate = (text: string) => `\u2068${text}\u2069`;

function english(mail: StaffInvitationMail): MailCopy {
  return {
    subject: 'You are invited to the store’s back office',
    heading: 'Join the team in the back office',
    intro: [
      `${isolate(mail.inviter)} invited you to the store’s back office as ${isolate(mail.role.en)}.`,
      `Open the link below to set your name and a password. It works once, for ${mail.hours} hours. Then sign in with this email address.`,
    ],
    button: { label: 'Accept the invitation', url: mail.url },
    outro: ['If you were not expecting this, ignore this mail: nothing happens without the link.'],
    notification: '',
  };
}

function arabic(mail: StaffInvitationMail): MailCopy {
  return {
    subject: 'دعوة للانضمام إلى لوحة إدارة المتجر',
    heading: 'انضم إلى الفريق في لوحة الإدارة',
    intro: [
      `دعاك ${isolate(mail.inviter)} إلى لوحة إدارة المتجر بدور ${isolate(mail.role.ar)}.`,
      `افتح الرابط أدناه لتحديد اسمك وكلمة مرور. يعمل الرابط مرة واحدة خلال ${mail.hours} ساعة، ثم سجّل الدخول بعنوان البريد الإلكتروني هذا.`,
    ],
    button: { label: 'قبول الدعوة', url: mail.url },
    outro: ['إذا لم تكن تتوقع هذه الرسالة فتجاهلها، فلن يحدث شيء دون الرابط.'],
    notification: '',
  };
}

/** The invitation mail, rendered in English with its Arabic below. */
export function renderStaffInvitationMail(mail: StaffInvitationMail): Promise<RenderedMail> {
  return renderMailInBoth({ en: english(mail), ar: arabic(mail) });
}
