/**
 * Two-step sign-in and passkeys of the back office, in English. Part of API_MESSAGES_EN
 * (api-messages-en.ts); their Arabic is api-messages-ar-two-step.ts.
 */
export const TWO_STEP_MESSAGES_EN = {
  SIGN_IN_STEP_EXPIRED: 'The sign-in step has expired. Please sign in again.',
  INVALID_TWO_STEP_CODE: 'That code is not right. Check your authenticator app and try again.',
  TWO_STEP_CODE_USED: 'That code has been used already. Wait for the next code from your app.',
  TWO_STEP_ALREADY_ON: 'Two-step sign-in is already on.',
  TWO_STEP_NOT_STARTED: 'Start setting up two-step sign-in first.',
  TWO_STEP_OFF: 'Two-step sign-in is not on.',
  TWO_STEP_REQUIRED: 'While two-step sign-in is required, it cannot be turned off.',
  TWO_STEP_OWN_FIRST: 'Turn on two-step sign-in for your own account first.',
  PASSKEY_REFUSED: 'The passkey could not be checked. Please try again.',
  PASSKEY_EXISTS: 'This passkey is already added.',
  PASSKEY_NOT_FOUND: 'Passkey not found',
  'two_step.account_not_found': 'Account not found',
  'two_step.code_or_backup_code':
    'Enter the 6-digit code from your authenticator app, or a backup code.',
  'two_step.code_from_app': 'Enter the 6-digit code from your authenticator app.',
  'two_step.policy_true_or_false': 'twoStepRequired must be true or false',
  'two_step.passkey_unreadable': 'The passkey answer could not be read. Please try again.',
  'two_step.passkey_name_required': 'Give the passkey a name.',
  'two_step.passkey_name_too_long': "A passkey's name must be at most {max} characters.",
} as const;
