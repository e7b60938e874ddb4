import { useEffect, useRef, useState } from 'react';

import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useStoreConfig } from '@/lib/store-config';
import { googleLoginWithRetries } from '../api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { FormAlert } from '@/components/ui/text-field';

type CredentialResponse = { credential?: string };
type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (r: CredentialResponse) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
};

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
let scriptLoading: Promise<GoogleIdentity> | undefined;

function loadGoogleScript(): Promise<GoogleIdentity> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/** "Continue with Google", shown only when the store has a Google client id. */
export function GoogleSignInButton() {
  const config = useStoreConfig();
  const clientId = config.data?.googleClientId ?? null;
  const slot = useRef<HTMLDivElement>(null);
  const finish = useFinishSignIn();
  const finishRef = useRef(finish);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    finishRef.current = finish;
  }, [finish]);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    const onCredential = async ({ credential }: CredentialResponse) => {
      setFailure(null);
      if (!credential) return setFailure(t('google.failedNoCredential'));
      try {
        const res = await googleLoginWithRetries(credential);
        if (!res.success || !res.token) return setFailure(t('google.failed'));
        await finishRef.current(res.token, t('google.success'), '/profile');
      } catch (error) {
        setFailure(error instanceof ApiError ? error.message : t('google.error'));
      }
    };
    loadGoogleScript().then(
      (google) => {
        if (!active || !slot.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: onCredential });
        google.accounts.id.renderButton(slot.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: 320,
        });
      },
      () => active && setFailure(t('google.failedBang')),
    );
    return () => {
      active = false;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="google-sign-in">
      <p className="auth-divider">
        <span>{t('auth.or')}</span>
      </p>
      <div ref={slot} className="google-sign-in__button" />
      <FormAlert message={failure} />
    </div>
  );
}
