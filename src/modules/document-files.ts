import type { FieldConfig } from '../core/config/field-config';
import type { ModuleOverride } from '../core/config/module-config';

/** What a document's files may be: scans and photos, PDFs and office files. */
const DOCUMENT_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

/**
 * A document's files (the server model's `files` child): up to 5 files below 1 MB each in the
 * forms (spec §5's multiple upload), each shown by its original name with a preview in the detail.
 */
const documentFilesField: FieldConfig = {
  id: 'files',
  data: 'files',
  label: { id: 'Berkas', en: 'Files' },
  hint: { id: 'Maksimal 5 berkas, masing-masing di bawah 1 MB', en: 'Up to 5 files, each below 1 MB' },
  list: { show: false },
  detail: { show: true, view_data: 'files', type: 'file' },
  create: { show: true, type: 'file-multiple', option: { accept: DOCUMENT_ACCEPT } },
  update: { show: true, type: 'file-multiple', option: { accept: DOCUMENT_ACCEPT } },
  filter: { show: false },
};

/** The worker's personal and certification documents each hold their files. */
export const documentFilesOverride: ModuleOverride = { extraFields: [documentFilesField] };

/** A vendor's documents hold their files too, and are edited in place below the vendor, a line each. */
export const convalsalDocumentOverride: ModuleOverride = { ...documentFilesOverride, views: { list: { linesInTab: true } } };
