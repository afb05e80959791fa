import { masterModel } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Master data: diseases a worker may have had (master-riwayat-penyakit). */
export const disease: ModelDeclaration = masterModel({
  name: 'disease',
  table: 'diseases',
  title: { id: 'Riwayat Penyakit', en: 'Disease History' },
  column: 'disease_name',
  columnLabel: { id: 'Nama Penyakit', en: 'Disease Name' },
  rules: 'required|string|max:150|unique:diseases,disease_name',
});
