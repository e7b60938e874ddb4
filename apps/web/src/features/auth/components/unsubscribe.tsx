import { useState } from 'react';
import { Link } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/marketing';
import { marketingText as t } from '../i18n/marketing-text';
import '../marketing.css';

/**
 * /profile?unsubscribe=…, the link of every reminder mail: no sign-in, one button. It does not
 * unsubscribe by itself on opening, since mail scanners open links too; the button posts the
 * token, and a changed one is refused by the server in the page's language. It lives in the
 * profile's chunk so the storefront's first script gains no route for it.
 */
export function Unsubscribe({ token }: { token: string }) {
  const leave = useUnsubscribe();
  const [failure, setFailure] = useState<string | null>(token ? null : t('noToken'));

  async function confirm() {
    setFailure(null);
    try {
      await leave.mutateAsync({ token });
    } catch (error) {
      // The page's own words for a changed link, whatever language the request went out in.
      const changed = error instanceof ApiError && error.code === 'INVALID_UNSUBSCRIBE_LINK';
      setFailure(
        changed ? t('invalidLink') : error instanceof Error ? error.message : String(error),
      );
    }
  }

  return (
    <div className="page unsubscribe-page">
      <title>{t('unsubscribeTitle')}</title>
      <h1 className="section-title">{t('unsubscribeTitle')}</h1>
      {leave.isSuccess ? (
        <>
          <p role="status">{t('unsubscribed')}</p>
          <p>{t('unsubscribeAgain')}</p>
          <Link to="/">{t('home')}</Link>
        </>
      ) : (
        <>
          <p>{t('unsubscribeIntro')}</p>
          <FormAlert message={failure} />
          <Button busy={leave.isPending} disabled={!token} onClick={() => void confirm()}>
            {leave.isPending ? t('unsubscribing') : t('unsubscribeButton')}
          </Button>
        </>
      )}
    </div>
  );
}
