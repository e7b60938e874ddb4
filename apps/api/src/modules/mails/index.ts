export type { CodeMailKind, Language, MailCopy, ShopperEvent } from './mail-events';
export { renderMail, renderShopperMail } from './mail-render';
export { mailWords, type MailWords } from './mail-text';
export { renderOwnerMail, type OwnerEvent } from './owner-mail-copy';
export { forgetMailsTo } from './mail-forgetting';
export { renderStaffInvitationMail, type StaffInvitationMail } from './staff-mail-copy';
export type { ReplacementVariant } from './mail-events';
