import { describe, expect, it } from 'vitest';
import { mapModel } from '../../codegen/map-model.ts';
import { loadFixture, syntheticModel } from './fixtures.ts';

describe('module config from gen-model', () => {
  it('takes name, title, endpoints, key, permissions and default sort from the answer', () => {
    const config = mapModel(loadFixture('equipment'));
    expect(config).toMatchObject({
      name: 'equipment',
      title: { id: 'Alat', en: 'Equipment' },
      getter: '/equipment',
      setter: '/equipment',
      model_api: 'equipment',
      pk_field: 'id',
      permission: { create: 'create-equipment', read: 'view-equipment', update: 'update-equipment', delete: 'delete-equipment' },
      sort: { sort_by: 'created_at', sort: 'DESC' },
    });
    expect(mapModel(loadFixture('presence-worker')).sort).toEqual({ sort_by: 'presence_date', sort: 'DESC' });
  });

  it('has one field per fieldList entry, in fieldList order, with id = data = name and the label', () => {
    const meta = loadFixture('employee');
    const config = mapModel(meta);
    expect(config.fields.map((field) => field.id)).toEqual(meta.fieldList);
    for (const field of config.fields) {
      expect(field.data).toBe(field.id);
      expect(field.label).toEqual(meta.fieldLabel[field.id]);
    }
  });

  it('shows each field in the views gen-model lists it in', () => {
    const meta = loadFixture('employee');
    const byId = new Map(mapModel(meta).fields.map((field) => [field.id, field]));
    for (const name of meta.fieldList) {
      const field = byId.get(name)!;
      expect(field.list?.show).toBe(meta.fieldView.includes(name));
      expect(field.detail?.show).toBe(meta.fieldDetail.includes(name));
      expect(field.create?.show).toBe(meta.fieldAdd.includes(name));
      expect(field.update?.show).toBe(meta.fieldEdit.includes(name));
      expect(field.filter?.show).toBe(name in meta.fieldFilter);
      expect(field.list?.sortable).toBe(meta.fieldSort.includes(name));
    }
  });

  it('shows the gen-model tabs below the detail, in order, each with its title, parent key and permission', () => {
    const children = mapModel(loadFixture('project')).views?.detail?.children;
    expect(children?.map((tab) => tab.module)).toEqual(['project-device', 'project-foreman', 'project-user', 'project-convalsal', 'project-manpower', 'presence-radius']);
    expect(children?.[5]).toEqual({
      module: 'presence-radius',
      title: { id: 'Radius Presensi', en: 'Presence Radius' },
      parent_key: 'project_id',
      permission: 'view-presence-radius',
    });
    expect(mapModel(loadFixture('employee')).views?.detail?.children?.every((tab) => tab.parent_key === 'employee_id')).toBe(true);
    expect(mapModel(loadFixture('equipment')).views?.detail).toBeUndefined();
  });

  it('turns rekap into statistic items, and offers export, import and a sidebar filter', () => {
    const list = mapModel(loadFixture('equipment')).views?.list;
    expect(list?.statistic?.items[0]).toEqual({ id: 'total', label: { id: 'Total Alat', en: 'Total Equipment' } });
    expect(list?.statistic?.items.map((item) => item.id)).toEqual(['total', 'good', 'damaged', 'dissapear', 'operational', 'idle']);
    expect(list).toMatchObject({ filter: 'sidebar', export: true, import: true });
    expect(list?.hideCreate).toBeUndefined();
  });

  it('has no statistic without rekap and no filter without filterable fields', () => {
    const list = mapModel(syntheticModel({ name: { type: 'character_varying' } })).views?.list;
    expect(list?.statistic).toBeUndefined();
    expect(list?.filter).toBe(false);
  });

  it('a read-only model hides create, update and delete, has no import and no form settings', () => {
    const config = mapModel(loadFixture('presence-worker'));
    expect(config.views?.list).toMatchObject({ export: true, import: false, hideCreate: true, hideUpdate: true, hideDelete: true });
    for (const field of config.fields) {
      expect(field.create).toBeUndefined();
      expect(field.update).toBeUndefined();
      expect(field.list).toBeDefined();
      expect(field.filter).toBeDefined();
    }
    const date = config.fields.find((field) => field.id === 'presence_date')!;
    expect(date.filter).toEqual({ show: true, type: 'date-range' });
    const firstIn = config.fields.find((field) => field.id === 'first_in')!;
    expect(firstIn.filter).toEqual({ show: true, type: 'datetime-range' });
    expect(firstIn.list?.format).toBe('datetime-long');
  });

  it('hidden fields (a password) are writable in forms but never shown', () => {
    const password = mapModel(loadFixture('user')).fields.find((field) => field.id === 'password_hash')!;
    expect(password.list?.show).toBe(false);
    expect(password.detail?.show).toBe(false);
    expect(password.create).toMatchObject({ show: true, type: 'password' });
  });

  it('carries a field permission onto list and detail', () => {
    const meta = syntheticModel({ salary: { type: 'numeric', input: 'money' } }, { fieldPermission: { salary: 'view-salary' } });
    const [salary] = mapModel(meta).fields;
    expect(salary?.list?.permission).toBe('view-salary');
    expect(salary?.detail?.permission).toBe('view-salary');
  });
});
