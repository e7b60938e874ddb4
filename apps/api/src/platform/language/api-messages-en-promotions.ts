/**
 * The promotions' API messages in English: the promotion form and the admin and checkout
 * refusals. Part of API_MESSAGES_EN (api-messages-en.ts); their Arabic is
 * api-messages-ar-promotions.ts.
 */
export const PROMOTION_MESSAGES_EN = {
  // The shopper's code and the promotion form
  'promotion.enter_code': 'Please enter a code',
  'promotion.code_not_valid': 'This code is not valid',
  'promotion.name_max': 'Name must be at most {max} characters',
  'promotion.arabic_name_required': 'Arabic name is required',
  'promotion.arabic_name_max': 'Arabic name must be at most {max} characters',
  'promotion.kind': 'Kind must be automatic, code or batch',
  'promotion.code_required': 'Code is required',
  'promotion.code_format': "Code: letters, digits and '-', at most {max}",
  'promotion.batch_required': 'Batch prefix and number of codes are required',
  'promotion.batch_object': 'Batch must be an object with a prefix and a number of codes',
  'promotion.prefix_required': 'Prefix is required',
  'promotion.prefix_format': "Prefix: letters, digits and '-', at most {max}",
  'promotion.whole_number_range': '{field} must be a whole number from {min} to {max}',
  'promotion.amount_aed': '{field} must be an amount in AED',
  'promotion.amount_above_0': '{field} must be more than 0',
  'promotion.entry_empty': '{field}: an entry is empty',
  'promotion.entry_too_long': '{field}: an entry is too long',
  'promotion.entries_max': '{field}: at most {max} entries',
  'promotion.target_object': 'Choose the items the promotion applies to',
  'promotion.reward_choose': 'Choose a reward',
  'promotion.conditions_object': 'Conditions must be an object',
  'promotion.limits_object': 'Limits must be an object',
  'promotion.combines_with_object': 'combinesWith must be an object',
  'promotion.emails_max': 'At most {max} emails',
  'promotion.start_date': 'Start must be a date and time',
  'promotion.end_date': 'End must be a date and time',
  'promotion.end_after_start': 'End must be after the start',
  'promotion.body_object': 'Send the promotion as a JSON object',
  'promotion.codes_body_object': 'Send the number of codes as a JSON object',
  'promotion.id_required': 'Promotion id is required',

  // The console's changes and checkout's limits
  'promotion.not_found': 'Promotion not found',
  PROMOTION_CODE_TAKEN: 'The code {code} is already taken by another promotion',
  PROMOTION_IN_USE: 'A promotion that has been used cannot be deleted: pause it instead',
  PROMOTION_NOT_BATCH: 'Codes can be generated only for a batch promotion',
  PROMOTION_KIND_FIXED: "A promotion's kind cannot change once it is saved",
  PROMOTION_BATCH_FULL: 'A batch has at most {max} codes: it has {count}',
  PROMOTION_USED_UP: 'This promotion has been used up',
  PROMOTION_USED_BY_YOU: 'You have already used this promotion',
  'promotion.code_already_used': 'This code has already been used',
  PROMOTION_NEEDS_CODE: 'Give the promotion a code before resuming it',
  PROMOTION_LIMIT_BELOW_USES: 'Total uses cannot be below the {count} uses already made',
  PROMOTION_NOT_ACTIVE: 'This promotion is no longer available',
} as const;
