import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useToast } from '../../../components/ui/toast';
import { returnPath } from '../components/require-auth';
import { useAuth } from './use-auth';

/**
 * After the API handed us a token: load the user, say so, and go on — back to the page a guard
 * sent the shopper from, else `fallback` (/profile after login, / after registration).
 */
export function useFinishSignIn() {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (token: string, successMessage: string, fallback: string) => {
      await signIn(token);
      toast(successMessage, 'success');
      await navigate(returnPath(location.state, fallback), { replace: true });
    },
    [signIn, toast, navigate, location.state],
  );
}
