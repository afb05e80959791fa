import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { answerConfirm, dismissError, dismissSuccess, getAlertState } from '../../src/core/alert/alert-store';
import { i18next } from '../../src/core/i18n';
import { DEFAULT_LOCALE } from '../../src/core/locale-list';
import { onUnhandledRequest, server, takeUnansweredRequests } from './support/msw';

// findBy* and waitFor wait for what the user would see. Their timeout only ends a wait that
// cannot succeed, so it is sized for a two-core machine that is busy elsewhere; a passing
// wait returns as soon as the screen shows it.
configure({ asyncUtilTimeout: 30_000 });

/** Closes what the alert store still shows: its state outlives a test's render. */
function closeAlerts() {
  const { error, success, confirm } = getAlertState();
  if (error) dismissError(error.id);
  if (success) dismissSuccess(success.id);
  if (confirm) answerConfirm(confirm.id, false);
}

// The files of a worker share their modules (vitest.config.ts): each starts as a fresh page
// would, in the default language, and each test with no alert left open by the one before.
beforeAll(async () => {
  if (i18next.isInitialized && i18next.language !== DEFAULT_LOCALE) await i18next.changeLanguage(DEFAULT_LOCALE);
});
afterEach(closeAlerts);

// No test passes by reaching a forgotten endpoint (CONVENTIONS).
beforeAll(() => server.listen({ onUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  const unanswered = takeUnansweredRequests();
  if (unanswered.length > 0) throw new Error(`No msw handler answered ${unanswered.join(', ')}: add one with server.use(...)`);
});
afterAll(() => server.close());
