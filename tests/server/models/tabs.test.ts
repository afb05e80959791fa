import { describe, expect, it } from 'vitest';
import { childTabs } from '../../../server/gen-model/describe.ts';
import { findModel, models } from '../../../server/models/index.ts';

describe('child tabs below a detail, described by gen-model (issue #11)', () => {
  it('key every declared tab by the child\'s parent key relating to its parent', () => {
    for (const model of models) expect(() => childTabs(model), model.name).not.toThrow();
    expect(childTabs(findModel('project')!)).toEqual([
      { model: 'project-device', parentKey: 'project_id', label: { id: 'Perangkat Proyek', en: 'Project Device' }, permission: 'view-project' },
      {
        model: 'presence-management',
        parentKey: 'project_id',
        label: { id: 'Presensi Management', en: 'Management Presence' },
        permission: 'view-presence-management',
      },
      { model: 'project-foreman', parentKey: 'project_id', label: { id: 'Mandor Proyek', en: 'Project Foreman' }, permission: 'view-project' },
      {
        model: 'employee-project-history',
        parentKey: 'project_id',
        label: { id: 'Riwayat Manpower', en: 'Manpower History' },
        permission: 'view-employee',
      },
      { model: 'presence-worker', parentKey: 'project_id', label: { id: 'Presensi Pekerja', en: 'Worker Presence' }, permission: 'view-presence-worker' },
      { model: 'presence', parentKey: 'project_id', label: { id: 'Presensi Raw', en: 'Raw Presence' }, permission: 'view-presence-raw' },
      { model: 'presence-visitor', parentKey: 'project_id', label: { id: 'Presensi Visitor', en: 'Visitor Presence' }, permission: 'view-presence-visitor' },
      { model: 'project-manpower', parentKey: 'project_id', label: { id: 'Manpower Proyek', en: 'Project Manpower' }, permission: 'view-project-manpower' },
      {
        model: 'project-convalsal-document',
        parentKey: 'project_id',
        label: { id: 'Dokumen Valsal Proyek', en: 'Project Vendor Document' },
        permission: 'view-convalsal',
      },
      {
        model: 'project-convalsal',
        parentKey: 'project_id',
        label: { id: 'Vendor / Subkon Proyek', en: 'Project Vendor / Subcontractor' },
        permission: 'view-project',
      },
      { model: 'project-user', parentKey: 'project_id', label: { id: 'Pemetaan Pengguna Proyek', en: 'Project User Mapping' }, permission: 'view-project' },
      { model: 'presence-radius', parentKey: 'project_id', label: { id: 'Radius Presensi', en: 'Presence Radius' }, permission: 'view-presence-radius' },
    ]);
    expect(childTabs(findModel('convalsal')!).map((tab) => [tab.model, tab.parentKey])).toEqual([
      ['convalsal-document', 'convalsal_id'],
      ['project-convalsal', 'convalsal_id'],
    ]);
    // A request's lines are its review's diff, not a tab of their own.
    expect(childTabs(findModel('employee-request-change')!)).toEqual([]);
    const employee = childTabs(findModel('employee')!);
    expect(employee.map((tab) => tab.model)).toEqual([
      'employee-certification',
      'employee-document',
      'employee-skill',
      'employee-disease-history',
      'employee-education',
      'employee-emergency-contact',
      'employee-project-history',
      'employee-other-project',
      'employee-blacklist',
      'employee-request-change',
    ]);
    expect(new Set(employee.map((tab) => tab.parentKey))).toEqual(new Set(['employee_id']));
    expect(childTabs(findModel('skill')!)).toEqual([]);
  });

  it('fails naming both models on a tab that is no model or has no parent key to its parent', () => {
    const project = findModel('project')!;
    expect(() => childTabs({ ...project, tabs: ['no-such-model'] })).toThrow("model project: tab 'no-such-model' is not a declared model");
    expect(() => childTabs({ ...project, tabs: ['employee-skill'] })).toThrow(
      "model project: tab 'employee-skill' needs exactly one parent key relating to project among its parentKeys, found 0",
    );
  });
});
