import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeModuleConfig } from '../../../src/core/config/merge-config';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import {
  clampPage,
  defaultListQuery,
  readListQuery,
  readViewState,
  useListQueryState,
  useViewState,
  withFilters,
  withSearch,
  withSort,
  writeListQuery,
  writeViewState,
} from '../../../src/core/url-query-state';

describe('list query state in the URL (spec §4)', () => {
  it('starts on page 1 with 20 a page and round-trips through the URL', () => {
    const empty = readListQuery(new URLSearchParams());
    expect(empty).toMatchObject({ page: 1, limit: 20 });
    const params = writeListQuery(new URLSearchParams('view=list&x=1'), { page: 3, limit: 50, sort_by: 'name', sort: 'ASC', search: 'abc', filters: { active: 1 } });
    expect(params.get('x')).toBe('1');
    expect(readListQuery(params)).toEqual({ page: 3, limit: 50, sort_by: 'name', sort: 'ASC', search: 'abc', filters: { active: 1 } });
  });

  it('resets the page to 1 on any change of search or filters', () => {
    const query = { page: 4, limit: 20 };
    expect(withSearch(query, 'budi').page).toBe(1);
    expect(withFilters(query, { active: 1 }).page).toBe(1);
    expect(withFilters(query, {}).filters).toBeUndefined();
  });

  it('sorts DESC first on a new column, then toggles', () => {
    const first = withSort({ page: 1, limit: 20 }, 'name');
    expect(first).toMatchObject({ sort_by: 'name', sort: 'DESC' });
    expect(withSort(first, 'name').sort).toBe('ASC');
    expect(withSort(withSort(first, 'name'), 'name').sort).toBe('DESC');
    expect(withSort(withSort(first, 'name'), 'nik').sort).toBe('DESC');
  });

  it('clamps the page input to 1..last and ignores non-numeric input', () => {
    expect(clampPage('7', 5, 2)).toBe(5);
    expect(clampPage('0', 5, 2)).toBe(1);
    expect(clampPage('-3', 5, 2)).toBe(1);
    expect(clampPage('abc', 5, 2)).toBe(2);
    expect(clampPage('', 5, 2)).toBe(2);
    expect(clampPage('3', 5, 2)).toBe(3);
  });

  it('reads the view and id; no view means list; going to list drops both', () => {
    expect(readViewState(new URLSearchParams())).toEqual({ view: 'list', id: null });
    expect(readViewState(new URLSearchParams('view=bogus'))).toEqual({ view: 'list', id: null });
    const detail = writeViewState(new URLSearchParams('page=2'), 'detail', 9);
    expect(detail.toString()).toBe('page=2&view=detail&id=9');
    expect(writeViewState(detail, 'list').toString()).toBe('page=2');
    expect(writeViewState(detail, 'detail', 9).toString()).toBe(detail.toString());
  });

  it("keeps a detail's child tab only while the same record's detail stays", () => {
    const onTab = new URLSearchParams('page=2&view=detail&id=9&tab=employee-document');
    expect(writeViewState(onTab, 'detail', 9).toString()).toBe(onTab.toString());
    expect(writeViewState(onTab, 'detail', 10).toString()).toBe('page=2&view=detail&id=10');
    expect(writeViewState(onTab, 'update', 9).toString()).toBe('page=2&view=update&id=9');
    expect(writeViewState(onTab, 'list').toString()).toBe('page=2');
  });
});

describe('merging an override over a generated config', () => {
  const base: ModuleConfig = {
    name: 'm',
    title: { id: 'M', en: 'M' },
    getter: '/m',
    setter: '/m',
    model_api: 'm',
    pk_field: 'id',
    permission: { create: 'c', read: 'r', update: 'u', delete: 'd' },
    views: { list: { export: true, filter: 'sidebar' } },
    fields: [
      { id: 'a', data: 'a', label: 'A', list: { show: true } },
      { id: 'b', data: 'b', label: 'B' },
    ],
  };

  it('merges views and permission deeply, fields by id, removes false fields and appends extras', () => {
    const merged = mergeModuleConfig(base, {
      permission: { delete: 'nobody' } as never,
      views: { list: { type: 'card' } },
      fields: { a: { list: { sortable: true } }, b: false },
      extraFields: [{ id: 'c', data: 'c', label: 'C' }],
    });
    expect(merged.permission).toEqual({ create: 'c', read: 'r', update: 'u', delete: 'nobody' });
    expect(merged.views?.list).toEqual({ export: true, filter: 'sidebar', type: 'card' });
    expect(merged.fields.map((field) => field.id)).toEqual(['a', 'c']);
    expect(merged.fields[0]?.list).toEqual({ show: true, sortable: true });
  });
});

describe('changes asked for before the previous one is drawn', () => {
  afterEach(cleanup);
  /** Keeps the setters of the first render, as a pending timer or a handler made then would. */
  function renderWithEarlySetters(url: string) {
    const early: { list?: ReturnType<typeof useListQueryState>; view?: ReturnType<typeof useViewState> } = {};
    function Probe() {
      const list = useListQueryState({ defaults: defaultListQuery() });
      const view = useViewState();
      early.list ??= list;
      early.view ??= view;
      const { search } = useLocation();
      return <output data-testid="search">{decodeURIComponent(search)}</output>;
    }
    const router = createMemoryRouter([{ path: '/screen', element: <Probe /> }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    return { early: early as Required<typeof early>, router, shown: () => screen.getByTestId('search').textContent };
  }

  it('builds each on the one before, as a search typed while a filter reset still renders', async () => {
    const { early, shown } = renderWithEarlySetters('/screen?filters={"active":0}&view=filter');
    act(() => {
      early.list.setQuery((current) => withFilters(current, {}), 'list');
      early.list.setQuery((current) => withSearch(current, 'juru'));
    });
    await waitFor(() => expect(shown()).toBe('?search=juru'));
  });

  it('keeps the list query when the view changes from a handler made before it', async () => {
    const { early, shown } = renderWithEarlySetters('/screen?search=a');
    act(() => early.list.setQuery((current) => withSort(current, 'name')));
    await waitFor(() => expect(shown()).toBe('?search=a&sort_by=name&sort=DESC'));
    act(() => early.view.goTo('detail', 7));
    await waitFor(() => expect(shown()).toBe('?search=a&sort_by=name&sort=DESC&view=detail&id=7'));
  });

  it('starts from the entry shown after going back, not from a change asked for on it before', async () => {
    const { early, router, shown } = renderWithEarlySetters('/screen?search=a');
    act(() => early.list.setQuery((current) => withSearch(current, 'b')));
    await waitFor(() => expect(shown()).toBe('?search=b'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shown()).toBe('?search=a'));
    act(() => early.list.setQuery((current) => withSort(current, 'name')));
    await waitFor(() => expect(shown()).toBe('?search=a&sort_by=name&sort=DESC'));
  });
});
