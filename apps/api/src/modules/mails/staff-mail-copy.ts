import type { Language, MailCopy } from './mail-events';
import { renderMailInBoth, type RenderedMail } from './mail-render';
import { mailWords, type MailWords } from './mail-text';

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

/** The invitation's words in one language. */
export function staffInvitationCopy(mail: StaffInvitationMail, { lang, t }: MailWords): MailCopy {
  return {
    subject: t('staff_invitation.subject'),
    heading: t('staff_invitation.heading'),
    intro: [
      t('staff_invitation.intro', {
        inviter: isolate(mail.inviter),
        role: isolate(mail.role[lang]),
      }),
      t('staff_invitation.link', { hours: mail.hours }),
    ],
    button: { label: t('staff_invitation.accept'), url: mail.url },
    outro: [t('staff_invitation.ignore')],
    notification: '',
  };
}

/** The invitation mail, rendered in English with its Arabic below. */
export function renderStaffInvitationMail(mail: StaffInvitationMail): Promise<RenderedMail> {
  return renderMailInBoth({
    en: staffInvitationCopy(mail, mailWords('en')),
    ar: staffInvitationCopy(mail, mailWords('ar')),
  });
}
