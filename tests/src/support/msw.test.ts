import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, takeUnansweredRequests } from './msw';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the unit tests\' msw server', () => {
  it('fails a request no handler answers and keeps it, so the test that made it fails too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(`${location.origin}/api/forgotten`)).rejects.toThrow();
    expect(String(logged.mock.calls[0]?.[0])).toContain('without a matching request handler:\n\n  • GET /api/forgotten');
    // Taken here, so this test's own check after it passes.
    expect(takeUnansweredRequests()).toEqual([`GET ${location.origin}/api/forgotten`]);
  });

  it('answers the app configuration every screen asks for, and what a test adds', async () => {
    server.use(http.get('*/api/skill/list', () => HttpResponse.json({ data: [], total: 0 })));
    expect(await (await fetch(`${location.origin}/api/app-config`)).json()).toEqual({ data: {} });
    expect(await (await fetch(`${location.origin}/api/skill/list`)).json()).toEqual({ data: [], total: 0 });
    expect(takeUnansweredRequests()).toEqual([]);
  });
});
