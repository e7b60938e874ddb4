/** The customer page's "Data and account": the customer's data downloaded, the account erased. */
export const enAdminCustomerData = {
  'customerData.title': 'Data and account',
  'customerData.intro':
    'Download everything the store holds about this customer, as the customer can from their profile.',
  'customerData.download': 'Download data',
  'customerData.downloading': 'Preparing…',
  'customerData.downloadFailed': 'The data could not be downloaded. Please try again.',
  'customerData.eraseIntro':
    'Closing the account signs the customer out and erases their name, email, phone, addresses, bag, wishlist and notifications. Orders, tax invoices and credit notes are kept with what they printed.',
  'customerData.erase': 'Close and erase account',
  'customerData.eraseTitle': 'Close and erase this account?',
  'customerData.eraseQuestion': 'Close the account of {name} and erase their personal data?',
  'customerData.eraseDetail':
    'This cannot be undone. Any wallet balance is given up; the email becomes free to register again.',
  'customerData.erasing': 'Erasing…',
  'customerData.erased': 'The account is closed and its personal data erased.',
  'customerData.eraseFailed': 'The account could not be erased',
  'customerData.closed': 'Closed on {date}: the personal data of this account was erased.',
} as const;
