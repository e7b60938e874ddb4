/** The console's frame and the shared pieces: sidebar, session, tables, pager, states. */
export const enAdminShell = {
  'admin.name': 'Souq Style Admin',
  'admin.documentTitle': '{page} · Souq Style Admin',
  'admin.skipToContent': 'Skip to content',
  'admin.loadingPage': 'Loading page…',
  'admin.viewStore': 'View store',
  'admin.testPaymentsTitle': 'Test payments are on.',
  'admin.testPaymentsText':
    'Card payments go through the built-in test provider (CARD_PROVIDER=test): no real money is taken, so card orders are not paid for. Set the Stripe keys before selling.',

  'nav.label': 'Back office',
  'nav.dashboard': 'Dashboard',
  'nav.orders': 'Orders',
  'nav.returns': 'Returns',
  'nav.offers': 'Add Offers',
  'nav.products': 'Products',
  'nav.addProduct': 'Add Product',
  'nav.manageProduct': 'Manage Product',
  'nav.customers': 'Customers',
  'nav.logout': 'Logout',
  'nav.collapse': 'Collapse sidebar',
  'nav.expand': 'Expand sidebar',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.menuTitle': 'Menu',

  'session.expired': 'Session expired. Please login again.',
  'session.loggedOut': 'You have been logged out.',

  'state.loading': 'Loading…',
  'state.errorTitle': 'Something went wrong',
  'state.retry': 'Try again',

  'stat.changeUp': '▲ {change}%',
  'stat.changeDown': '▼ {change}%',
  'stat.changeFlat': '0%',
  'stat.changeLabel': '{direction} {change}% compared with last month',
  'stat.up': 'Up',
  'stat.down': 'Down',
  'stat.unchanged': 'Unchanged,',

  'table.showDetails': 'Show details for {name}',
  'table.hideDetails': 'Hide details for {name}',
  'table.details': 'Details',

  'pager.label': 'Pages',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.page': 'Page {page}',
  'pager.summary': 'Page {page} of {pages}',

  'search.clear': 'Clear search',

  'confirm.cancel': 'Cancel',
  'confirm.close': 'Close',
  'confirm.working': 'Working…',
  'codeNotice.valid': 'The code is valid for {time}.',
  'codeNotice.ending': '{time} left to enter the code.',
  'codeNotice.expired': 'The code has expired. Send a new one to continue.',

  'status.placed': 'New Order',
  'status.shipped': 'Shipped',
  'status.out-for-delivery': 'Out for delivery',
  'status.delivered': 'Delivered',
  'status.cancelled': 'Cancelled',
  'status.refunded': 'Refunded',

  'notFound.title': 'Page not found',
  'notFound.text': 'This back-office page does not exist.',
  'notFound.back': 'Back to the dashboard',
  'error.title': 'Something went wrong',
  'error.text': 'Please refresh the page or try again in a moment.',
} as const;
