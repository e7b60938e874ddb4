export { checkCode, forgetCodes, issueCode, liveCode, voidCodes } from './one-time-codes';
export type { CodeCheck, CodePurpose, CodeSubject } from './one-time-codes';
