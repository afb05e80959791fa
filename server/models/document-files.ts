import type { ChildDeclaration } from './types.ts';

/** A document's files (up to 5, each with its original name), saved with the document as `files`. */
export const documentFiles = (table: string, foreignKey: string): ChildDeclaration => ({
  kind: 'files',
  name: 'files',
  label: { id: 'Berkas', en: 'Files' },
  table,
  foreignKey,
});
