import { searchPageTerm } from '@store/domain';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import { SearchField } from '@/components/ui/search-field';
import { t, tp } from '@/i18n';
import { useSuggestions } from '../api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Suggestion } from '@store/domain/contract';
import { imageSources } from '../utils/image-sources';
import { TEXT_MAX_CHARS } from '../utils/query-rules';
import { formatAed } from '@/lib/money';
import { productName } from '@/i18n/content';

/** Wait for a pause in typing before asking the server: one request per word, not per key. */
const SUGGEST_DEBOUNCE_MS = 250;

function SuggestionRow({ item }: { item: Suggestion }) {
  const image = imageSources(item.image);
  return (
    <span className="suggestion">
      <FallbackImage
        className="suggestion__image"
        src={image?.srcSet ? image.src.replace(/\.webp$/i, '-400.webp') : image?.src}
        alt=""
        width={40}
        height={50}
        loading="lazy"
        decoding="async"
      />
      <span className="suggestion__text">
        <span className="suggestion__brand">{item.brand}</span>
        <span className="suggestion__name">{productName(item)}</span>
      </span>
      <span className="suggestion__price">{formatAed(item.priceWithVat)}</span>
    </span>
  );
}

/** The search page's term (the router's paths have no `/ar`), '' on every other page. */
function usePageTerm(): string {
  const { pathname, search } = useLocation();
  return pathname === '/search' ? searchPageTerm(new URLSearchParams(search)) : '';
}

/**
 * The header's (and the home and search pages' phone) product search with its suggestions
 * dropdown. On the search page it holds the page's term, so the shopper sees what they searched
 * and can change it; it follows the page to a new term, and empties on leaving.
 */
export function ProductSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const pageTerm = usePageTerm();
  const [text, setText] = useState(pageTerm);
  const [termShown, setTermShown] = useState(pageTerm);
  if (termShown !== pageTerm) {
    setTermShown(pageTerm);
    setText(pageTerm);
  }
  // Longer text than the API accepts would be refused: search its first 100 characters.
  const query = useDebouncedValue(text.trim().slice(0, TEXT_MAX_CHARS), SUGGEST_DEBOUNCE_MS);
  // The page's own term needs no suggestions: the page lists its results.
  const asked = query === pageTerm ? '' : query;
  const { data, isFetching, isError } = useSuggestions(asked);
  const typing = text.trim().slice(0, TEXT_MAX_CHARS) !== query;
  const items = asked !== '' && text.trim() !== '' ? (data?.items ?? []) : [];

  let status: string | undefined;
  if (isError && asked !== '') status = t('search.error');
  else if (typing || (asked !== '' && isFetching && !data)) status = t('search.searching');
  else if (asked !== '' && items.length === 0) status = t('search.noResults', { query: asked });

  const onPick = useCallback(
    (item: Suggestion) => {
      setText('');
      void navigate(`/product/search/${encodeURIComponent(item._id)}`);
    },
    [navigate],
  );

  // Enter and 'See all N results' open the search page (`/ar/search` on Arabic pages: the
  // router's basename).
  const openSearch = useCallback(
    (q: string) => {
      const term = q.trim().slice(0, TEXT_MAX_CHARS);
      if (term === '') return;
      setText(term);
      void navigate(`/search?q=${encodeURIComponent(term)}`);
    },
    [navigate],
  );

  return (
    <SearchField
      className={className}
      value={text}
      onValueChange={setText}
      items={items}
      getKey={(item) => item._id}
      renderItem={(item) => <SuggestionRow item={item} />}
      onPick={onPick}
      status={status}
      footer={t('vat.pricesIncl')}
      more={
        data && items.length > 0
          ? { label: tp('search.seeAll', data.total), onSelect: () => openSearch(asked) }
          : undefined
      }
      onSubmitText={openSearch}
    />
  );
}
