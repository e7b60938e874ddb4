export {
  accountClosed,
  checkDeletionCode,
  closeAccount,
  mailDeletionCode,
  openAccountOf,
} from './account-closing';
export {
  accountProfile,
  countCustomersJoined,
  customersByIds,
  findUserById,
  fullnamesOf,
} from './accounts';
export { adminShownNameOf, adminUsernameOf } from './admin-repository';
export { adminAuthRoutes } from './admin-routes';
export type { SecondStepOf } from './admin-routes';
export type { SavedAddressesOf } from './admin-service';
// A subquery orders' console search embeds; goes once that search asks auth for the ids instead.
export { customerIdsMatching, customerIdsNamedLike } from './auth-repository';
export { authRoutes } from './auth-routes';
export type { ClearTakenOverAccount } from './auth-service';
export { languageRoutes } from './language-routes';
export { consentRoutes } from './consent-routes';
export { consentingShoppers, marketingConsentOf, setMarketingConsent } from './marketing-consent';
export type { MarketingRecipient } from './marketing-consent';
export { staffRoutes } from './staff-routes';
export { signInDevice, startAdminSession } from './admin-service';
export { spendWalletAllowance } from './staff-wallet-cap';
export { lockShopper } from './shopper-lock';
export { RATE_RULES as accountRateRules } from './rate-rules';
export { countOnlyFailures, rememberSignInClient } from './sign-in-limits';
export { invalidCode } from './reset-codes';
