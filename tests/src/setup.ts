import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { onUnhandledRequest, server, takeUnansweredRequests } from './support/msw';

// findBy* and waitFor wait for what the user would see. Their timeout only ends a wait that
// cannot succeed, so it is sized for a two-core machine that is busy elsewhere; a passing
// wait returns as soon as the screen shows it.
configure({ asyncUtilTimeout: 30_000 });

// No test passes by reaching a forgotten endpoint (CONVENTIONS).
beforeAll(() => server.listen({ onUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  const unanswered = takeUnansweredRequests();
  if (unanswered.length > 0) throw new Error(`No msw handler answered ${unanswered.join(', ')}: add one with server.use(...)`);
});
afterAll(() => server.close());
