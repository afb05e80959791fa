import createCache, { type EmotionCache } from '@emotion/cache';

/** localStorage key of the styles kept from the last visit; exported so browser tests can read it. */
export const STYLE_CACHE_KEY = 'manpower.styles';

// A build's code names it: a new build starts with no kept styles, so none of an old build's
// pile up. In a build this is the URL of the main chunk, which carries its content's hash.
const BUILD = import.meta.url;

// A list's first load keeps about 70,000 characters of rules. Past this size the read and the
// parse at start are no longer small: the styles kept until then stay as they are.
const MAX_CHARS = 400_000;

// Emotion's own key: its class names read css-<name>, as without a cache of the app's.
const KEY = 'css';

// Emotion names a style by a hash of its content: the same name is always the same rules.
const STYLE_NAME = /^[\w-]+$/;

interface KeptStyles {
  build: string;
  names: string[];
  css: string;
}

function readKept(): KeptStyles | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STYLE_CACHE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { build, names, css } = value as Record<string, unknown>;
    const valid = build === BUILD && typeof css === 'string' && Array.isArray(names) && names.every((name) => typeof name === 'string' && STYLE_NAME.test(name));
    return valid ? { build, names: names as string[], css } : null;
  } catch {
    return null;
  }
}

/**
 * Puts the kept styles in the page the way a server-rendered page carries them (a style
 * element whose data-emotion names the styles in it), for the cache made next to take up.
 */
function plantKept(): void {
  const kept = readKept();
  if (!kept || kept.names.length === 0) return;
  const element = document.createElement('style');
  element.setAttribute('data-emotion', `${KEY} ${kept.names.join(' ')}`);
  element.textContent = kept.css;
  document.head.appendChild(element);
}

/** Every rule of the cache's style elements, the kept ones taken up at start among them. */
function rulesOf(cache: EmotionCache): string {
  return cache.sheet.tags.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText)).join('');
}

function insertedNames(cache: EmotionCache): string[] {
  return Object.keys(cache.inserted).filter((name) => cache.inserted[name] === true && STYLE_NAME.test(name));
}

/**
 * The styling cache of the app, starting with the styles the last visit with this build
 * worked out. MUI's components style themselves through emotion, which turns each style into
 * CSS rules and inserts them as the component first draws: on a list's first load that is
 * some 500 rules. Styles kept from the last visit are in the page before anything draws and
 * are neither worked out nor inserted again; styles new to this visit are, as before, and are
 * kept in turn when the page is hidden or left.
 */
export function createStyleCache(): EmotionCache {
  plantKept();
  const cache = createCache({ key: KEY });
  let keptCount = insertedNames(cache).length;
  const keep = () => {
    const names = insertedNames(cache);
    if (names.length === keptCount) return;
    const css = rulesOf(cache);
    if (css.length > MAX_CHARS) return;
    try {
      window.localStorage.setItem(STYLE_CACHE_KEY, JSON.stringify({ build: BUILD, names, css } satisfies KeptStyles));
      keptCount = names.length;
    } catch {
      // A full storage keeps what it had: styles are worked out again, as without a cache.
    }
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
  return cache;
}
