import {
  activeField,
  coordinateFields,
  countRekap,
  dateField,
  defaultsWhenEmpty,
  departmentField,
  enumField,
  fileField,
  longTextField,
  moneyField,
  relationField,
  textField,
} from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** What the field app does with a check-in the project's rules question: keep it marked, or refuse it. */
export const presencePolicyOptions = [
  { value: 'flag', label: { id: 'Terima dan tandai', en: 'Accept and flag' } },
  { value: 'refuse', label: { id: 'Tolak', en: 'Refuse' } },
] as const;

/** Operating unit: a construction project (proyek), the parent of devices, foremen, vendors and user mapping. */
export const project: ModelDeclaration = {
  name: 'project',
  table: 'projects',
  title: { id: 'Proyek', en: 'Project' },
  permission: 'project',
  labelColumn: 'project_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: { department: 'projects.department_id', project: 'projects.id' },
  fields: [
    textField('project_number', { id: 'Nomor Proyek', en: 'Project Number' }, 'nullable|string|max:50|unique:projects,project_number'),
    textField('project_name', { id: 'Nama Proyek', en: 'Project Name' }, 'required|string|max:200'),
    fileField('photo', { id: 'Foto Proyek', en: 'Project Photo' }),
    departmentField(),
    relationField('territory_id', { id: 'Wilayah', en: 'Territory' }, 'territory', 'territory_name', 'nullable|integer|exists:territories,id'),
    longTextField('address', { id: 'Alamat', en: 'Address' }, 'nullable|string|max:1000', { searchable: true }),
    textField('province', { id: 'Provinsi', en: 'Province' }, 'nullable|string|max:100', { filter: 'exact' }),
    textField('city', { id: 'Kota / Kabupaten', en: 'City / Regency' }, 'nullable|string|max:100'),
    ...coordinateFields(false),
    moneyField('initial_contract_value', { id: 'Nilai Kontrak Awal', en: 'Initial Contract Value' }),
    {
      name: 'progress',
      label: { id: 'Progres (%)', en: 'Progress (%)' },
      rules: 'nullable|numeric|between:0,100',
      input: 'number',
      sortable: true,
      filter: 'range',
    },
    {
      name: 'is_high_risk',
      label: { id: 'Risiko Tinggi', en: 'High Risk' },
      rules: 'nullable|boolean',
      input: 'checkbox',
      filter: 'exact',
    },
    {
      name: 'is_joint_operation',
      label: { id: 'Joint Operation (KSO)', en: 'Joint Operation (KSO)' },
      rules: 'nullable|boolean',
      input: 'checkbox',
      filter: 'exact',
    },
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    dateField('end_date', { id: 'Tanggal Selesai', en: 'End Date' }),
    enumField('presence_outside_policy', { id: 'Presensi di Luar Radius', en: 'Check-in Outside the Radius' }, presencePolicyOptions, false, {
      list: false,
      filter: undefined,
      sortable: false,
    }),
    enumField('presence_mock_policy', { id: 'Presensi dengan Lokasi Palsu', en: 'Check-in from a Mock Location' }, presencePolicyOptions, false, {
      list: false,
      filter: undefined,
      sortable: false,
    }),
    activeField(),
  ],
  beforeSave: defaultsWhenEmpty({ progress: 0, is_high_risk: false, is_joint_operation: false, presence_outside_policy: 'flag', presence_mock_policy: 'flag' }),
  // Spec §2's project sub-screens in its order (the single project is the detail itself), then the presence radius.
  tabs: [
    'project-device',
    'presence-management',
    'project-foreman',
    { model: 'employee-project-history', label: { id: 'Riwayat Manpower', en: 'Manpower History' } },
    'presence-worker',
    'presence',
    'presence-visitor',
    'project-manpower',
    'project-convalsal-document',
    'project-convalsal',
    'project-user',
    'presence-radius',
  ],
  rekap: [
    countRekap('total', { id: 'Total Proyek', en: 'Total Projects' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'projects.active = 1'),
    countRekap('high_risk', { id: 'Risiko Tinggi', en: 'High Risk' }, 'projects.is_high_risk'),
    countRekap('joint_operation', { id: 'Joint Operation (KSO)', en: 'Joint Operation (KSO)' }, 'projects.is_joint_operation'),
    {
      id: 'contract_value',
      label: { id: 'Total Nilai Kontrak', en: 'Total Contract Value' },
      aggregate: 'coalesce(sum(projects.initial_contract_value), 0)',
    },
  ],
};
