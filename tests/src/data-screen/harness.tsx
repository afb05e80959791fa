import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AlertProvider } from '../../../src/core/alert';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next } from '../../../src/core/i18n';
import { STORAGE_KEYS } from '../../../src/core/storage';

/** Signs in a super user (role -1) or a user with the given permissions. */
export function signIn(permissions: string[] | 'super' = 'super'): void {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify({ id: 1, role_id: permissions === 'super' ? -1 : 3, fullname: 'Tester' }));
  localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(permissions === 'super' ? [] : permissions));
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen inside the app's providers and a memory router at the given URL. */
export function renderScreen(element: ReactNode, url = '/screen', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter(
    [{ path: '/screen', element: <>{element}<Location /></> }, { path: '*', element: <Location /> }],
    { initialEntries: [url] },
  );
  const result = render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <RouterProvider router={router} />
        </AlertProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}

/** A small module: a text, a number and a select with static options. */
export const skillConfig: ModuleConfig = {
  name: 'skill',
  title: { id: 'Keahlian', en: 'Skill' },
  getter: '/skill',
  setter: '/skill',
  model_api: 'skill',
  pk_field: 'id',
  permission: { create: 'create-skill', read: 'view-skill', update: 'update-skill', delete: 'delete-skill' },
  views: { list: { filter: 'sidebar' } },
  fields: [
    {
      id: 'skill_name',
      data: 'skill_name',
      label: { id: 'Nama Keahlian', en: 'Skill Name' },
      list: { show: true, sortable: true },
      detail: { show: true },
      create: { show: true, type: 'text', validation: 'required|max:10' },
      update: { show: true, type: 'text', validation: 'required|max:10' },
      filter: { show: true, type: 'text' },
    },
    {
      id: 'active',
      data: 'active',
      label: { id: 'Status', en: 'Status' },
      list: { show: true, format: 'active' },
      detail: { show: true, format: 'active' },
      create: {
        show: true,
        type: 'radio',
        validation: 'required',
        option: { list_pointer: { label: 'label', code: 'value', list: [{ value: 1, label: { id: 'Aktif', en: 'Active' } }, { value: 0, label: { id: 'Tidak Aktif', en: 'Non Active' } }] } },
      },
    },
  ],
};
