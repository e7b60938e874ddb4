import { useState } from 'react';

import { useAuth } from './use-auth';
import type { AuthStatus } from './use-auth';

/**
 * The session as it was when the visitor arrived on this page (after loading). Sign-in pages send
 * visitors who arrive signed in onward, but leave a sign-in made on the page to its own flow.
 */
export function useArrivalStatus(): AuthStatus {
  const { status } = useAuth();
  const [arrival, setArrival] = useState<AuthStatus>(status);
  // Adjusting state while rendering: the first settled status is the arrival status.
  if (arrival === 'loading' && status !== 'loading') setArrival(status);
  return arrival === 'loading' ? status : arrival;
}
