export * from './errors';
export * from './auth';
export * from './address';
export * from './orders';
export * from './admin-returns';
export * from './place-order';
export * from './cart';
export * from './checkout';
export * from './product';
export * from './tags';
export * from './images';
export * from './upload';
export * from './admin-products';
export * from './offer';
export * from './language';
export * from './marketing';
export {
  blankToUndefined,
  controlCharactersMessage,
  EMAIL_MAX_CHARS,
  hasControlCharacters,
  ID_MAX_CHARS,
  numericStringToNumber,
  quantityField,
  TEXT_MAX_CHARS,
} from './fields';
export * from './catalog-query';
export * from './admin-orders';
export * from './admin-users';
export * from './tax-documents';
export * from './admin-customers';
export * from './audit-log';
export * from './import-export';
export * from './promotion';
export * from './promotion-parts';
export * from './two-step';
export * from './staff';
export * from './stock-alerts';
