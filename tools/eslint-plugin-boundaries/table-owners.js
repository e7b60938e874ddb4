// Which API module owns which table of `#db/schema`: the one place the ownership is written down.
// A module reads and writes only its own tables; another module that needs the data calls the
// owner's entry function. Tables kept by the infrastructure (rate limits, the mail outbox's
// `outgoingMail`, which `mails` shares) are listed under the module that may import them.
// `inventory` writes the stock column of `productVariants` (reserving and restoring units, in
// SQL that names the table): it is the one owner of those writes, and imports no table.
export const tableOwners = {
  auth: [
    'users',
    'admins',
    'userCountSlots',
    'signInClients',
    'staffRoles',
    'staffInvitations',
    'adminSessions',
    'staffWalletDays',
    'marketingConsentChanges',
  ],
  audit: ['adminAuditLog'],
  'two-step': [
    'adminTwoStep',
    'adminBackupCodes',
    'adminSignInChallenges',
    'adminPasskeys',
    'backOfficeSignInPolicy',
  ],
  codes: ['oneTimeCodes'],
  catalog: [
    'products',
    'catalogSearchWords',
    'productColors',
    'productVariants',
    'productImages',
    'catalogVersion',
  ],
  offers: ['offers', 'offerProducts'],
  invoices: ['documentCounters', 'taxInvoices', 'taxCreditNotes'],
  notifications: ['notifications'],
  mails: ['outgoingMail'],
  orders: ['orders', 'orderItems', 'orderStatusCounts', 'orderDayCounts'],
  payments: ['paymentIntents', 'unusedPaymentRefunds', 'cardCheckouts', 'paymentEvents'],
  returns: ['returnRequests'],
  cart: ['cartLines'],
  wishlist: ['wishlistEntries'],
  addresses: ['addresses'],
  wallet: ['wallets', 'walletTransactions'],
  promotions: ['promotions', 'promotionCodes', 'promotionUses', 'bagCodes'],
  reminders: ['reminderMails', 'priceWatches'],
  platform: ['rateLimitHits'],
  'stock-alerts': ['stockAlerts'],
};

/** Tables a module writes in SQL of its own though another owns them: inventory, the stock. */
export const sqlWrites = { inventory: ['productVariants'] };

/** The module that owns table `name`, or undefined when `name` is not a table. */
export const ownerOf = (name) =>
  Object.keys(tableOwners).find((module) => tableOwners[module].includes(name));
