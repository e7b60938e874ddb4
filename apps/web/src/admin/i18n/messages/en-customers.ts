/** /admin/customers/view: the customer list. */
export const enAdminCustomers = {
  'customers.title': 'Customers',
  'customers.searchLabel': 'Search customers',
  'customers.searchPlaceholder': 'Search by name or email...',
  'customers.searchHint': 'Type at least 3 characters.',
  'customers.fetchError': 'Failed to fetch users',
  'customers.empty': 'No record found!',
  'customers.tableLabel': 'Customers, newest first',
  'customers.number': 'SL. No',
  'customers.name': 'Name',
  'customers.email': 'Email',
  'customers.joined': 'Joined',
  'customers.count.one': '1 customer',
  'customers.count.other': '{count} customers',
  'customers.matches.one': '1 customer matches',
  'customers.matches.other': '{count} customers match',
  'customers.capped':
    'More than {count} customers match: showing the newest {count}. Refine your search to narrow it down.',
} as const;
