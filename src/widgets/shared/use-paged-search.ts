import { useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * Page, page size and search box of a small server-side list. A new search or page size
 * starts again at page 1; the search sent to the server is the settled text.
 */
export function usePagedSearch(initialLimit: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialLimit);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  return {
    page,
    setPage,
    limit,
    setLimit: (next: number) => {
      setLimitState(next);
      setPage(1);
    },
    searchText,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
  };
}
