import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { FallbackImage } from '../../../components/ui/fallback-image';
import { SearchField } from '../../../components/ui/search-field';
import { t, tp } from '../../../i18n';
import { useSuggestions } from '../api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { Suggestion } from '../types';
import { imageSources } from '../utils/image-sources';
import { TEXT_MAX_CHARS } from '../utils/query-rules';
import { formatAed } from '../../../lib/money';
import { productName } from '../../../i18n/content';

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

/** The header's (and the home page's mobile) product search with its suggestions dropdown. */
export function ProductSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Longer text than the API accepts would be refused: search its first 100 characters.
  const query = useDebouncedValue(text.trim().slice(0, TEXT_MAX_CHARS), SUGGEST_DEBOUNCE_MS);
  const { data, isFetching, isError } = useSuggestions(query);
  const typing = text.trim().slice(0, TEXT_MAX_CHARS) !== query;
  const items = query !== '' && text.trim() !== '' ? (data?.items ?? []) : [];

  let status: string | undefined;
  if (isError) status = t('search.error');
  else if (typing || (isFetching && !data)) status = t('search.searching');
  else if (query !== '' && items.length === 0) status = t('search.noResults', { query });

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
      setText('');
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
          ? { label: tp('search.seeAll', data.total), onSelect: () => openSearch(query) }
          : undefined
      }
      onSubmitText={openSearch}
    />
  );
}
