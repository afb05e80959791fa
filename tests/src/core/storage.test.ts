import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../src/core/auth/auth-types';
import { startSession, hasSession } from '../../../src/core/auth/session';
import { applyStartupAppCode } from '../../../src/core/startup';
import { STORAGE_KEYS, clearSession, clearStorage, readStored, subscribeStorage, writeStored } from '../../../src/core/storage';

const loginResponse: LoginResponse = {
  message: 'Login berhasil',
  token: 'tok-123',
  user: { id: 2, username: 'admin.gedung', fullname: 'Admin Gedung', email: 'a@example.com', role_id: 2, role_name: null, department_id: null, department_name: null, project_id: null, npp: null, job_position: null, locale: 'id' },
  permissions: ['view-employee', 'view-project'],
  departments: [
    { id: 10, department_name: 'Divisi Gedung' },
    { id: 11, department_name: 'Divisi Infrastruktur' },
  ],
  projects: [{ id: 100, project_name: 'Gedung Kantor Pusat', department_id: 10 }],
};

describe('stored client state (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('falls back to defaults for absent or malformed values', () => {
    localStorage.setItem(STORAGE_KEYS.profile, '{not json');
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    expect(readStored('profile')).toBeNull();
    expect(readStored('permissions')).toEqual([]);
    expect(readStored('locale')).toBe('id');
    expect(readStored('modules')).toBeNull();
  });

  it('saves a login answer with the first department and project preselected', () => {
    startSession(loginResponse, ['dashboard', 'tenaga-kerja'], 'adhi-manpower');
    expect(readStored('token')).toBe('tok-123');
    expect(readStored('profile')?.role_id).toBe(2);
    expect(readStored('permissions')).toEqual(['view-employee', 'view-project']);
    expect(readStored('modules')).toEqual(['dashboard', 'tenaga-kerja']);
    expect(readStored('autofill')).toEqual({
      department_id: {
        value: 10,
        options: [
          { label: 'Divisi Gedung', code: 10 },
          { label: 'Divisi Infrastruktur', code: 11 },
        ],
      },
      project_id: { value: 100, options: [{ label: 'Gedung Kantor Pusat', code: 100 }] },
    });
    expect(hasSession()).toBe(true);
  });

  it('clears the session but keeps the language and application code on sign-out', () => {
    writeStored('locale', 'en');
    startSession(loginResponse, ['dashboard'], 'adhi-manpower');
    clearSession();
    expect(hasSession()).toBe(false);
    expect(readStored('profile')).toBeNull();
    expect(readStored('locale')).toBe('en');
    expect(readStored('appCode')).toBe('adhi-manpower');
  });

  it('keeps the chosen language when all storage is cleared', () => {
    writeStored('locale', 'en');
    startSession(loginResponse, ['dashboard'], 'adhi-manpower');
    clearStorage();
    expect(readStored('token')).toBeNull();
    expect(readStored('appCode')).toBeNull();
    expect(readStored('locale')).toBe('en');
  });

  it('notifies subscribers of every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStorage(listener);
    writeStored('token', 'x');
    clearSession();
    unsubscribe();
    writeStored('token', 'y');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('start-up application code rule (spec §2)', () => {
  beforeEach(() => localStorage.clear());

  it('restores stored values when the stored code matches the configured one', () => {
    startSession(loginResponse, ['dashboard'], 'adhi-manpower');
    expect(applyStartupAppCode('adhi-manpower')).toBe('restored');
    expect(readStored('token')).toBe('tok-123');
  });

  it('clears storage and asks for login when the stored code differs', () => {
    startSession(loginResponse, ['dashboard'], 'other-app');
    expect(applyStartupAppCode('adhi-manpower')).toBe('reset');
    expect(readStored('token')).toBeNull();
    expect(readStored('modules')).toBeNull();
    expect(readStored('appCode')).toBe('adhi-manpower');
  });

  it('starts fresh on a first visit, dropping any session left without a code', () => {
    writeStored('token', 'orphan');
    expect(applyStartupAppCode('adhi-manpower')).toBe('fresh');
    expect(readStored('token')).toBeNull();
    expect(readStored('appCode')).toBe('adhi-manpower');
  });
});
