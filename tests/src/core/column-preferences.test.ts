import { beforeEach, describe, expect, it } from 'vitest';
import { readColumnVisibility, writeColumnVisibility } from '../../../src/core/column-preferences';

describe('remembered list columns', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the hidden columns per user and module', () => {
    writeColumnVisibility(7, 'skill', { skill_name: true, description: false });
    expect(readColumnVisibility(7, 'skill')).toEqual({ description: false });
    expect(readColumnVisibility(8, 'skill')).toEqual({});
    expect(readColumnVisibility(7, 'equipment')).toEqual({});
  });

  it('forgets the entry once every column shows again', () => {
    writeColumnVisibility(7, 'skill', { description: false });
    writeColumnVisibility(7, 'skill', { description: true });
    expect(localStorage.length).toBe(0);
  });

  it('reads a malformed entry as every column shown', () => {
    localStorage.setItem('manpower.columns.7.skill', '{not json');
    expect(readColumnVisibility(7, 'skill')).toEqual({});
    localStorage.setItem('manpower.columns.7.skill', JSON.stringify(['description']));
    expect(readColumnVisibility(7, 'skill')).toEqual({});
    localStorage.setItem('manpower.columns.7.skill', JSON.stringify({ description: false, skill_name: 'no' }));
    expect(readColumnVisibility(7, 'skill')).toEqual({ description: false });
  });
});
