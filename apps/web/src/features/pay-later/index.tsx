import { Suspense } from 'react';

import { lazyPart } from '@/lib/lazy-part';

const Lines = lazyPart(() => import('./pay-later-lines'));

/**
 * The instalment lines, loaded on their own after the page (they are never in its first
 * script): until they arrive, nothing takes their place.
 */
export function PayLaterLines({ totalFils }: { totalFils: number }) {
  return (
    <Suspense fallback={null}>
      <Lines totalFils={totalFils} />
    </Suspense>
  );
}
