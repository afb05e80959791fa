import { type DefaultOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { AlertProvider } from '../../../src/core/alert';
import { answerConfirm, dismissError, dismissSuccess, getAlertState } from '../../../src/core/alert/alert-store';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import { i18next, initI18n } from '../../../src/core/i18n';

/**
 * A widget test file's frame, in `language`: a fresh storage and i18n before each test, and
 * after it the screen unmounted and any alert closed. Requests go to the unit tests' one msw
 * server (tests/src/support/msw.ts), where a test adds its handlers.
 */
export function setUpWidgetTests(language: 'id' | 'en' = 'id') {
  beforeAll(() => {
    setUnauthorizedHandler(() => undefined);
  });
  beforeEach(async () => {
    localStorage.clear();
    initI18n(language);
    await i18next.changeLanguage(language);
  });
  afterEach(() => {
    cleanup();
    // The alert store outlives a render: close whatever the test left open.
    const { error, success, confirm } = getAlertState();
    if (error) dismissError(error.id);
    if (success) dismissSuccess(success.id);
    if (confirm) answerConfirm(confirm.id, false);
  });
}

/** Renders a widget inside i18n, react-query (no retries unless `queries` says otherwise) and the alert provider. */
export function renderWidget(ui: ReactNode, queries: DefaultOptions['queries'] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>{ui}</AlertProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A file of the given size in bytes. */
export function fileOfSize(bytes: number, name = 'foto.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export const MB = 1024 * 1024;
