import type { EmotionCache } from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache, STYLE_CACHE_KEY } from '../../../src/core/style-cache';

/** What a component's style does to the cache as it first draws: its rules go in, its name is marked. */
function insertStyle(cache: EmotionCache, name: string, styles: string): void {
  cache.insert(`.${cache.key}-${name}`, { name, styles, next: undefined }, cache.sheet, true);
}

const planted = () => document.head.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('style cache', () => {
  it('keeps the styles a page inserted when it is left, and the next start takes them up without inserting them again', () => {
    const first = createStyleCache();
    insertStyle(first, 'abc', 'color:red;');
    insertStyle(first, 'def', 'margin:0;');
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(localStorage.getItem(STYLE_CACHE_KEY) ?? '{}') as { names: string[]; css: string };
    expect(stored.names).toEqual(['abc', 'def']);
    expect(stored.css).toMatch(/\.css-abc \{\s*color: red;?\s*\}/);

    document.head.innerHTML = '';
    const next = createStyleCache();
    expect(planted()?.getAttribute('data-emotion')).toBe('css abc def');
    expect(planted()?.textContent).toBe(stored.css);
    expect(next.inserted).toEqual({ abc: true, def: true });
  });

  it('writes nothing when the page inserted nothing new', () => {
    createStyleCache();
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(STYLE_CACHE_KEY)).toBeNull();
  });

  it('passes over a kept entry that is malformed, of another build or names a style oddly', () => {
    insertStyle(createStyleCache(), 'abc', 'color:red;');
    window.dispatchEvent(new Event('pagehide'));
    const { build, css } = JSON.parse(localStorage.getItem(STYLE_CACHE_KEY) ?? '{}') as { build: string; css: string };
    document.head.innerHTML = '';
    for (const entry of [
      'not json',
      JSON.stringify({ build: 'another build', names: ['abc'], css }),
      JSON.stringify({ build, names: ['abc"><script>'], css }),
      JSON.stringify({ build, names: 'abc', css }),
      JSON.stringify({ build, names: ['abc'], css: 42 }),
    ]) {
      localStorage.setItem(STYLE_CACHE_KEY, entry);
      const cache = createStyleCache();
      expect(planted()).toBeNull();
      expect(cache.inserted).toEqual({});
    }
    localStorage.setItem(STYLE_CACHE_KEY, JSON.stringify({ build, names: ['abc'], css }));
    expect(createStyleCache().inserted).toEqual({ abc: true });
  });
});
