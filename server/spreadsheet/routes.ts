import type { FastifyRequest } from 'fastify';
import { errorAnswers } from '../../common/wire/error.ts';
import { EXPORT_CONTENT_TYPES, ExportQuery, FileUpload, ImportAnswer, ImportLimitsAnswer, ImportQuery, fileAnswer } from '../../common/wire/files.ts';
import { ModelParams } from '../../common/wire/records.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { TypedApp } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import type { ModelDeclaration } from '../models/types.ts';
import { authorize } from '../crud/access.ts';
import type { CrudContext } from '../crud/records.ts';
import { receiveFile } from '../uploads/multipart.ts';
import { exportRecords } from './export.ts';
import { importAccess, importRecords } from './import.ts';
import { importTemplate } from './template.ts';

function resolve(name: string): ModelDeclaration {
  const model = findModel(name);
  if (!model) throw notFound();
  return model;
}

const isOn = (value: unknown) => typeof value === 'string' && ['1', 'true', 'yes', 'y'].includes(value.toLowerCase());

/** Spec §7's export and the import, for every declared model, under /api/{model}/…. */
export async function spreadsheetRoutes(app: TypedApp, options: { config: AppConfig; db: Database }) {
  const context = (request: FastifyRequest): CrudContext => ({ db: options.db, auth: request.auth, locale: request.locale });

  /** GET {endpoint}/export?format=xls|html|csv plus the list's search, sort_by, sort and filters. */
  app.get(
    '/:model/export',
    {
      schema: {
        params: ModelParams,
        querystring: ExportQuery,
        response: { 200: fileAnswer("Every matching row, as an attachment named after the model's title and the day", Object.values(EXPORT_CONTENT_TYPES)), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const file = await exportRecords(context(request), resolve(request.params.model), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('access-control-expose-headers', 'Content-Disposition')
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  /** GET {endpoint}/import: the limits of an import file, for the dialog to state before upload. */
  app.get('/:model/import', { schema: { params: ModelParams, response: { 200: ImportLimitsAnswer, ...errorAnswers } } }, async (request) => {
    importAccess(context(request), resolve(request.params.model));
    return { data: { max_rows: options.config.importMaxRows, max_file_mb: options.config.importMaxMb } };
  });

  /** GET {endpoint}/import/template: the columns the import reads, an example row and their rules, as .xlsx. */
  app.get(
    '/:model/import/template',
    { schema: { params: ModelParams, response: { 200: fileAnswer("The import's template workbook", [EXPORT_CONTENT_TYPES.xlsx]), ...errorAnswers } } },
    async (request, reply) => {
      const file = await importTemplate(context(request), resolve(request.params.model));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('access-control-expose-headers', 'Content-Disposition')
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );

  /** POST {endpoint}/import (multipart field `file`); `dry_run=1` only validates. */
  app.post(
    '/:model/import',
    { schema: { params: ModelParams, querystring: ImportQuery, body: FileUpload, response: { 200: ImportAnswer, ...errorAnswers } } },
    async (request) => {
      const model = resolve(request.params.model);
      authorize(request.auth, model, 'create'); // before a byte of the file is read
      const file = await receiveFile(request, options.config.importMaxMb);
      const dryRun = isOn(request.query.dry_run);
      const { importMaxRows: maxRows, importMaxColumns: maxColumns, importMaxCellChars: maxCellChars } = options.config;
      const outcome = await importRecords(context(request), model, file, { dryRun, limits: { maxRows, maxColumns, maxCellChars } });
      const title = model.title[request.locale];
      if (outcome.kind === 'dry-run') {
        const { report } = outcome;
        const message =
          report.invalid === 0
            ? translate(request.locale, 'import_valid', { total: report.total })
            : translate(request.locale, 'import_invalid', { invalid: report.invalid, total: report.total });
        return { message, data: report };
      }
      const { created, updated } = outcome;
      return { message: translate(request.locale, 'import_done', { title, created, updated }), data: { created, updated } };
    },
  );
}
