import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollKey } from '../../../src/app/layout/scroll-key';

const at = (search: string, key: string): Location => ({ pathname: '/tenaga-kerja/employee', search, hash: '', state: null, key });

describe('scrollKey', () => {
  it('gives a list one window position, its filter panel open or not, whatever its query and history entry', () => {
    const list = scrollKey(at('?page=3&limit=50', 'a'));
    expect(scrollKey(at('?page=3&limit=50&view=filter', 'b'))).toBe(list);
    expect(scrollKey(at('?page=4&search=budi', 'c'))).toBe(list);
    expect(scrollKey({ ...at('', 'a'), pathname: '/proyek/project' })).not.toBe(list);
  });

  it('gives a record, a form or another screen the position of its own history entry', () => {
    expect(scrollKey(at('?page=3&view=detail&id=7', 'd'))).toBe('d');
    expect(scrollKey(at('?view=update&id=7', 'e'))).toBe('e');
  });
});
