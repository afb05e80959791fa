import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/core/preloadable';

const Loaded = () => <p>Daftar Tenaga Kerja</p>;

afterEach(cleanup);

describe('a component whose code loads apart', () => {
  it('loads its code once for every preload and render', async () => {
    let loads = 0;
    const screenCode = preloadable(async () => {
      loads += 1;
      return Loaded;
    });
    await Promise.all([screenCode.preload(), screenCode.preload()]);
    render(<screenCode.Component />);
    expect(screen.getByText('Daftar Tenaga Kerja')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries its code again when a preload made ahead of need failed, and then draws', async () => {
    let loads = 0;
    const screenCode = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Loaded;
    });
    await expect(screenCode.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Suspense fallback={<p>Memuat…</p>}>
        <screenCode.Component />
      </Suspense>,
    );
    expect(await screen.findByText('Daftar Tenaga Kerja')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
