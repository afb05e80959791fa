import { describe, expect, it } from 'vitest';
import { compareKeys, propertyKey, quoteString, serialize } from '../../codegen/serialize.ts';

describe('the TypeScript literal serializer', () => {
  it('quotes strings with single quotes and escapes what must be escaped', () => {
    expect(quoteString("it's")).toBe("'it\\'s'");
    expect(quoteString('a\\b\nc\t\u2028')).toBe("'a\\\\b\\nc\\t\\u2028'");
    expect(quoteString('Tenaga Kerja — ✓')).toBe("'Tenaga Kerja — ✓'");
  });

  it('leaves identifier keys bare and quotes the others', () => {
    expect(propertyKey('view_data')).toBe('view_data');
    expect(propertyKey('presence-worker')).toBe("'presence-worker'");
    expect(propertyKey('1st')).toBe("'1st'");
  });

  it('orders keys the way a reader expects, then by code point', () => {
    expect(['label', 'zeta', 'data', 'id', 'alpha'].sort(compareKeys)).toEqual(['id', 'data', 'label', 'alpha', 'zeta']);
    expect(serialize({ b: 1, a: 2 })).toBe(serialize({ a: 2, b: 1 }));
  });

  it('keeps short values on one line and breaks long ones with trailing commas', () => {
    expect(serialize({ id: 'x', list: [1, 2], flag: true, none: null, gone: undefined })).toBe("{ id: 'x', list: [1, 2], flag: true, none: null }");
    const long = serialize({ items: Array.from({ length: 12 }, (_, index) => `item number ${index}`) });
    expect(long).toBe(['{', '  items: [', ...Array.from({ length: 12 }, (_, index) => `    'item number ${index}',`), '  ],', '}'].join('\n'));
    expect(serialize({})).toBe('{}');
    expect(serialize([])).toBe('[]');
  });

  it('refuses values that have no literal', () => {
    expect(() => serialize({ n: Number.NaN })).toThrow(/value.n is NaN/);
    expect(() => serialize({ f: () => 1 })).toThrow(/value.f is a function/);
  });
});
