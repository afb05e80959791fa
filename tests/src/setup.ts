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

// The files of a worker share one document too. Emotion's own cache (what a widget test draws
// with) keeps its style elements in the head for the worker's life and inserts the styles of a
// Global before the first of them: a file that takes them out leaves a later file's screen
// failing to draw, far from the cause. The file that does so fails instead, whichever file ran
// before it: a marker put in the head at its start must be there at its end, with emotion's
// elements. Registered before msw's hooks, the check runs after them, so that file still closes
// its server. A file that runs in Node's environment has no document.
let marker: HTMLMetaElement | undefined;
let headAtStart: Element[] = [];
beforeAll(() => {
  if (typeof document === 'undefined') return;
  marker = document.createElement('meta');
  marker.name = 'unit-test-file';
  document.head.append(marker);
  headAtStart = [marker, ...document.head.querySelectorAll('style[data-emotion="css"]')];
});
afterAll(() => {
  if (!marker) return;
  const removed = headAtStart.filter((element) => !element.isConnected).length;
  marker.remove();
  marker = undefined;
  if (removed > 0) throw new Error(`This file took out of the document's head ${removed} element(s) it did not put there: remove only the elements the test made`);
});

// No test passes by reaching a forgotten endpoint (CONVENTIONS).
beforeAll(() => server.listen({ onUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  const unanswered = takeUnansweredRequests();
  if (unanswered.length > 0) throw new Error(`No msw handler answered ${unanswered.join(', ')}: add one with server.use(...)`);
});
afterAll(() => server.close());
