import { describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enMenu from '../../../locales/en/menu.json';
import idCommon from '../../../locales/id/common.json';
import idMenu from '../../../locales/id/menu.json';
import { moduleRegistry } from '../../../src/app/module-registry';
import { moduleConfigs } from '../../../src/modules';

/**
 * Words the spec itself uses in its Indonesian names although they read as English (its
 * route, section and module names: presensi-raw, Manpower Proyek, master-data, …); every
 * other word an Indonesian label shares with its English one is English left untranslated.
 */
const SPEC_WORDS = ['dashboard', 'data', 'manpower', 'master', 'role', 'raw', 'management', 'visitor', 'vendor', 'qr', 'blacklist', 'monitoring', 'log', 'audit', 'rating', 'radius', 'unit'];

type MenuJson = typeof idMenu;

/** Lower case, each word singular, so 'Roles' and 'Role' or 'Histories' and 'History' compare equal. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1'))
    .join(' ');
}

const words = (text: string) => normalize(text).split(/[^\p{L}]+/u).filter(Boolean);
const specWords = new Set(SPEC_WORDS.flatMap(words));

interface Label {
  where: string;
  id: string;
  en: string;
}

/** Every label of the side menu and the title of the page each visible entry opens, in both languages. */
function menuLabels(): { labels: Label[]; pages: { route: string; menu: Label; page: Label }[] } {
  const labels = new Map<string, Label>();
  const pages: { route: string; menu: Label; page: Label }[] = [];
  const add = (kind: keyof MenuJson, key: string) => {
    const label = { where: `${kind}.${key}`, id: (idMenu[kind] as Record<string, string>)[key]!, en: (enMenu[kind] as Record<string, string>)[key]! };
    labels.set(label.where, label);
    return label;
  };
  for (const module of moduleRegistry) {
    add('modules', module.name);
    for (const route of module.routes.filter((candidate) => !candidate.hidden)) {
      const name = route.name ?? route.path.slice(1);
      const menu = add('routes', name);
      if (route.section) add('sections', route.section);
      if (route.group) add('groups', route.group);
      if (route.separator) add('separators', route.separator);
      if (!route.model) continue;
      const title = moduleConfigs[route.model]!.title as { id: string; en: string };
      const page = { where: `${route.model} title`, id: title.id, en: title.en };
      labels.set(page.where, page);
      pages.push({ route: name, menu, page });
    }
  }
  return { labels: [...labels.values()], pages };
}

describe('one language at a time in the menu and the pages it opens', () => {
  const { labels, pages } = menuLabels();

  it('has no English-only word in an Indonesian menu label or page title, nor in the error title', () => {
    const all = [...labels, { where: 'alert.errorTitle', id: idCommon.alert.errorTitle, en: enCommon.alert.errorTitle }];
    const english = all.flatMap(({ where, id, en }) => {
      const enWords = new Set(words(en));
      return words(id)
        .filter((word) => enWords.has(word) && !specWords.has(word))
        .map((word) => `${where}: '${id}' keeps '${word}' of '${en}'`);
    });
    expect(english).toEqual([]);
    expect(labels.length).toBeGreaterThan(40);
  });

  it('names each page as its menu entry does, in both languages', () => {
    const differing = pages.flatMap(({ route, menu, page }) =>
      (['id', 'en'] as const)
        .filter((locale) => !normalize(menu[locale]).includes(normalize(page[locale])))
        .map((locale) => `${route} (${locale}): menu '${menu[locale]}', page '${page[locale]}'`),
    );
    expect(differing).toEqual([]);
    expect(pages.length).toBeGreaterThan(30);
  });
});
