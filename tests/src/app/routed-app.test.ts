import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutedApp } from '../../../src/app/routed-app';
import { api, setUnauthorizedHandler } from '../../../src/core/api-client';
import { readStored, writeStored } from '../../../src/core/storage';
import { server } from '../support/msw';

/** The listeners `make` adds to the window: a router listens there for back and forward for the page's life. */
function windowListenersOf(make: () => void): Parameters<typeof window.addEventListener>[] {
  const added: Parameters<typeof window.addEventListener>[] = [];
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    added.push(args);
    add(...args);
  });
  try {
    make();
  } finally {
    spy.mockRestore();
  }
  return added;
}

describe('routed app', () => {
  let listeners: Parameters<typeof window.addEventListener>[] = [];
  beforeEach(() => localStorage.clear());
  // The files of a worker share their modules and their window: the next one finds neither this
  // router's handler, nor its address, nor its router answering the back button.
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
    for (const args of listeners) window.removeEventListener(...args);
    listeners = [];
    window.history.replaceState(null, '', '/');
  });

  it('sends a 401 that comes before the first render to login through its router, not a full page load', async () => {
    window.history.replaceState(null, '', '/term-condition');
    writeStored('token', 'revoked');
    listeners = windowListenersOf(() => createRoutedApp(new QueryClient()));
    expect(listeners.map(([type]) => type)).toContain('popstate');
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Sesi berakhir' }, { status: 401 })));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    // jsdom loads no page: only the router's own navigation can bring the address to /login.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(readStored('token')).toBeNull();
  });
});
