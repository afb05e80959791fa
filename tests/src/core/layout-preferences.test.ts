import { beforeEach, describe, expect, it } from 'vitest';
import { readLayoutPreferences, writeLayoutPreferences } from '../../../src/core/layout-preferences';

describe('remembered layout', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the folded menu and the closed aside per user', () => {
    writeLayoutPreferences(7, { menuCollapsed: true, asideClosed: true });
    expect(readLayoutPreferences(7)).toEqual({ menuCollapsed: true, asideClosed: true });
    expect(readLayoutPreferences(8)).toEqual({ menuCollapsed: false, asideClosed: false });
  });

  it('reads a malformed entry as the default layout', () => {
    localStorage.setItem('manpower.layout.7', '{not json');
    expect(readLayoutPreferences(7)).toEqual({ menuCollapsed: false, asideClosed: false });
    localStorage.setItem('manpower.layout.7', JSON.stringify({ menuCollapsed: 'yes', asideClosed: true }));
    expect(readLayoutPreferences(7)).toEqual({ menuCollapsed: false, asideClosed: true });
  });
});
