/**
 * The back office's staff messages in English: roles and permissions, invitations, members and
 * their devices. Part of API_MESSAGES_EN (api-messages-en.ts); their Arabic is
 * api-messages-ar-staff.ts.
 */
export const STAFF_MESSAGES_EN = {
  PERMISSION_DENIED:
    'Your role does not allow this: it needs the permission {permission}. Ask the store owner.',
  ACCOUNT_DEACTIVATED: 'This staff account is deactivated. Ask the store owner.',
  GRANT_NOT_HELD: 'You cannot give permissions you do not hold: {permissions}.',
  LAST_OWNER: 'The store needs at least one active owner: make another member an owner first.',
  OWN_TWO_STEP_RESET:
    'To reset your own two-step sign-in, turn it off on your Security page or ask another owner.',
  MEMBER_TWO_STEP_OFF: 'This member does not have two-step sign-in on.',
  ALREADY_MEMBER: 'This email address already belongs to a staff member.',
  ROLE_IN_USE: 'This role is given to members or invitations: change theirs first.',
  ROLE_NAME_TAKEN: 'A role with this name already exists.',
  INVITATION_NOT_VALID:
    'This invitation link is not valid or has expired. Ask the store owner for a new one.',
  WALLET_CAP_REACHED:
    'This adjustment would pass your daily wallet limit of {cap} ({used} used today).',
  'staff.member_not_found': 'Member not found',
  'staff.role_not_found': 'Role not found',
  'staff.session_not_found': 'Session not found',
  'staff.invitation_not_found': 'Invitation not found',
  'staff.invitation_link_not_valid': 'This invitation link is not valid',
  'staff.role_must_be_one_of':
    "role must be one of owner, manager, catalogue, fulfilment, customer-service, accountant or a custom role's id",
  'staff.email_at_most': 'Email must be at most {max} characters',
  'staff.wallet_cap_amount': 'The daily wallet cap must be an amount in AED from 0 to 100000',
  'staff.status_active_or_deactivated': 'status must be active or deactivated',
  'staff.nothing_to_change': 'Nothing to change',
  'staff.choose_permission': 'Choose at least one permission from the list',
  'staff.role_name_required': 'Role name is required',
  'staff.role_name_too_long': 'Role name is too long',
} as const;
