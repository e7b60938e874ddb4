/** /admin/login: its fields, their checks and its failure messages. */
export const enAdminAuth = {
  'login.documentTitle': 'Admin login',
  'login.title': 'Admin login',
  'login.subtitle': 'Sign in to run the Souq Style back office.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Login',
  'login.submitting': 'Signing in…',
  'login.empty': 'Please enter both username and password.',
  'login.failed': 'Login failed',
  'login.error': 'An error occurred. Please try again later.',
  'login.success': 'Login successful',
} as const;
