import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/core/auth/auth-types';
import { ALLOW_ALL, hasPermission } from '../../../src/core/permission';
import { writeStored } from '../../../src/core/storage';

const staff: Profile = { id: 3, username: 'staff.gedung', fullname: 'Staff Gedung', email: 's@example.com', role_id: 7, role_name: null, department_id: null, department_name: null, project_id: null, npp: null, job_position: null, locale: 'id' };
const superUser: Profile = { ...staff, id: 1, username: 'superadmin', role_id: -1 };

describe('hasPermission (spec §6)', () => {
  beforeEach(() => localStorage.clear());

  it('denies everything, template-allow-all included, when no profile is stored', () => {
    expect(hasPermission(ALLOW_ALL, { profile: null, permissions: [] })).toBe(false);
    expect(hasPermission('view-employee', { profile: null, permissions: ['view-employee'] })).toBe(false);
  });

  it('passes template-allow-all for any stored profile', () => {
    expect(hasPermission('template-allow-all', { profile: staff, permissions: [] })).toBe(true);
  });

  it('passes every permission for the super user (role_id -1)', () => {
    expect(hasPermission('view-role', { profile: superUser, permissions: [] })).toBe(true);
  });

  it('passes only permissions in the stored list for other users', () => {
    const snapshot = { profile: staff, permissions: ['view-employee'] };
    expect(hasPermission('view-employee', snapshot)).toBe(true);
    expect(hasPermission('view-role', snapshot)).toBe(false);
    expect(hasPermission('view-employe', snapshot)).toBe(false);
  });

  it('reads the stored profile and permissions by default', () => {
    expect(hasPermission('view-employee')).toBe(false);
    writeStored('profile', staff);
    writeStored('permissions', ['view-employee']);
    expect(hasPermission('view-employee')).toBe(true);
    expect(hasPermission('view-user')).toBe(false);
  });
});
