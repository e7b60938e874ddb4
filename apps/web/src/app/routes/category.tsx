import { listingScope } from '@store/domain';
import { useParams } from '@/lib/router';

import { ListingPage } from '@/features/catalog/components/listing-page';
import { NotFoundPage } from './not-found';

type CategoryRouteProps = {
  /** `/men`, `/women`, `/kids` carry the gender in the route itself. */
  gender?: string;
  section?: 'accessories';
};

/** `/{gender}`, `/category/{gender}[/{category}[/{subcategory}]]` and `/accessories`. */
export default function CategoryRoute({ gender, section }: CategoryRouteProps) {
  const params = useParams();
  const scope = listingScope({ ...params, gender: gender ?? params.gender }, section);
  if (!scope) return <NotFoundPage />;
  // A new scope is a new page: remount so the filter dialog and slider start afresh.
  const key = [scope.gender, scope.category, scope.subcategory].join('/');
  return <ListingPage key={key} scope={scope} />;
}
