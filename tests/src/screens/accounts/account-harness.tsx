import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AlertProvider } from '../../../../src/core/alert';
import { i18next } from '../../../../src/core/i18n';

/** GET /api/app-config with every switch on, as the screens' frame asks for it. */
export const appConfigHandler = http.get('*/api/app-config', () =>
  HttpResponse.json({
    data: {
      app_code: 'adhi-manpower',
      app_name: 'Manpower Admin',
      company_name: 'PT Contoh',
      guide_link: '',
      features: { allowRegister: true, forgetPassword: true, autofill: true, myAction: true, asideRight: true, sso: false },
      mobile_apps: { android: '', ios: '' },
    },
  }),
);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</p>;
}

/** Renders one account screen at `url` (with router `state`) inside the app's providers; other paths show where the screen went. */
export function renderAccountScreen(path: string, element: ReactNode, url: string = path, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
