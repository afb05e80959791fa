import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutedApp } from '../../../src/app/routed-app';
import { api, setUnauthorizedHandler } from '../../../src/core/api-client';
import { readStored, writeStored } from '../../../src/core/storage';
import { server } from '../support/msw';

describe('routed app', () => {
  beforeEach(() => localStorage.clear());
  // The files of a worker share their modules: the next one finds neither this router's handler nor its address.
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
    window.history.replaceState(null, '', '/');
  });

  it('sends a 401 that comes before the first render to login through its router, not a full page load', async () => {
    window.history.replaceState(null, '', '/term-condition');
    writeStored('token', 'revoked');
    createRoutedApp(new QueryClient());
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Sesi berakhir' }, { status: 401 })));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    // jsdom loads no page: only the router's own navigation can bring the address to /login.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(readStored('token')).toBeNull();
  });
});
