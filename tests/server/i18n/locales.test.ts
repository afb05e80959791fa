import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from '../../../server/mail/mails.ts';

/** The language every other one is checked against. */
const reference = 'id';
const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespaces = (language: string) =>
  readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

/** Every text of a catalogue by its dotted key. */
function texts(language: string, namespace: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) walk(child, key ? `${key}.${name}` : name);
    } else found.set(key, String(value));
  };
  walk(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, namespace), 'utf8')), '');
  return found;
}

/** The parameters a text fills in: i18next's {{name}} (and {{name, format}}) or the server's {name}. */
function parameters(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|\{(\w+)\}/g)].map((match) => match[1] ?? match[2]!))].sort();
}

/** Stock wording kept word for word (spec §5) where one language leaves a parameter out. */
const stockOmissions: Record<string, Record<string, string[]>> = {
  en: { 'validation.json confirmed': ['target'] },
};

describe('every language in locales/ says the same things', () => {
  it('has more than one language, Indonesian first among them', () => {
    expect(languages).toContain(reference);
    expect(languages.length).toBeGreaterThan(1);
  });

  it.each(languages.filter((language) => language !== reference))('%s has the same namespaces, keys and parameters as id', (language) => {
    expect(namespaces(language)).toEqual(namespaces(reference));
    for (const namespace of namespaces(reference)) {
      const expected = texts(reference, namespace);
      const actual = texts(language, namespace);
      expect([...actual.keys()].sort(), `${language}/${namespace} keys`).toEqual([...expected.keys()].sort());
      for (const [key, text] of expected) {
        const omitted = stockOmissions[language]?.[`${namespace} ${key}`] ?? [];
        expect(parameters(actual.get(key)!), `${language}/${namespace} ${key}`).toEqual(parameters(text).filter((name) => !omitted.includes(name)));
      }
    }
  });
});
