import type { EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache, STYLE_CACHE_KEY } from '../../../src/core/style-cache';

/** What a component's style does to the cache as it first draws: its rules go in, its name is marked. */
function insertStyle(cache: EmotionCache, name: string, styles: string): void {
  cache.insert(`.${cache.key}-${name}`, { name, styles, next: undefined }, cache.sheet, true);
}

const planted = () => document.head.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');

// The unit test files of a worker share one document (vitest.config.ts), whose head holds the
// style elements of emotion's own cache that later files draw with: a test removes only the
// elements of the caches it made, as the next page load would.
const caches: EmotionCache[] = [];

/** A page's start: the app's style cache, made as app-start.ts makes it. */
function startPage(): EmotionCache {
  const cache = createStyleCache();
  caches.push(cache);
  return cache;
}

/** Leaves the page: the style elements of its caches, kept ones among them, go with it. */
function leavePage(): void {
  for (const cache of caches.splice(0)) cache.sheet.flush();
}

afterEach(() => {
  leavePage();
  localStorage.clear();
});

describe('style cache', () => {
  it('keeps the styles a page inserted when it is left, and the next start takes them up without inserting them again', () => {
    const first = startPage();
    insertStyle(first, 'abc', 'color:red;');
    insertStyle(first, 'def', 'margin:0;');
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(localStorage.getItem(STYLE_CACHE_KEY) ?? '{}') as { names: string[]; css: string };
    expect(stored.names).toEqual(['abc', 'def']);
    expect(stored.css).toMatch(/\.css-abc \{\s*color: red;?\s*\}/);

    leavePage();
    const next = startPage();
    expect(planted()?.getAttribute('data-emotion')).toBe('css abc def');
    expect(planted()?.textContent).toBe(stored.css);
    expect(next.inserted).toEqual({ abc: true, def: true });
  });

  it('writes nothing when the page inserted nothing new', () => {
    startPage();
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STYLE_CACHE_KEY)).toBeNull();
  });

  it('passes over a kept entry that is malformed, of another build or names a style oddly', () => {
    insertStyle(startPage(), 'abc', 'color:red;');
    window.dispatchEvent(new Event('pagehide'));
    const { build, css } = JSON.parse(localStorage.getItem(STYLE_CACHE_KEY) ?? '{}') as { build: string; css: string };
    leavePage();
    for (const entry of [
      'not json',
      JSON.stringify({ build: 'another build', names: ['abc'], css }),
      JSON.stringify({ build, names: ['abc"><script>'], css }),
      JSON.stringify({ build, names: 'abc', css }),
      JSON.stringify({ build, names: ['abc'], css: 42 }),
    ]) {
      localStorage.setItem(STYLE_CACHE_KEY, entry);
      const cache = startPage();
      expect(planted()).toBeNull();
      expect(cache.inserted).toEqual({});
    }
    localStorage.setItem(STYLE_CACHE_KEY, JSON.stringify({ build, names: ['abc'], css }));
    expect(startPage().inserted).toEqual({ abc: true });
  });
});
