import { masterModel } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Master data: blood types (master-gol-darah). */
export const bloodType: ModelDeclaration = masterModel({
  name: 'blood-type',
  table: 'blood_types',
  title: { id: 'Golongan Darah', en: 'Blood Type' },
  column: 'blood_type_name',
  columnLabel: { id: 'Golongan Darah', en: 'Blood Type' },
  rules: 'required|string|max:10|unique:blood_types,blood_type_name|regex:/^(A|B|AB|O)[+-]?$/',
});
