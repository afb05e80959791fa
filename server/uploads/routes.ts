import { errorAnswers } from '../../common/wire/error.ts';
import { FileUpload, SheetPreviewAnswer, StoredFileParams, UploadAnswer, fileAnswer } from '../../common/wire/files.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../errors.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { RequestAuth, TypedApp } from '../http/types.ts';
import { SERVED_TYPES, detectUploadType, mimeOf } from './content-type.ts';
import { receiveFile } from './multipart.ts';
import { storeWithinQuota } from './quota.ts';
import { previewSheet, SHEET_EXTENSIONS } from './sheet-preview.ts';
import { openStoredFile, readStoredFile, storedFileUrl, storeFile } from './storage.ts';

/** An upload only ever feeds a form, so it takes the right to write some model (create-… or update-…). */
function mayUpload(auth: RequestAuth | null): RequestAuth {
  if (!auth) throw unauthenticated();
  if (!auth.isSuperUser && !auth.permissions.some((permission) => /^(create|update)-/.test(permission))) throw forbidden();
  return auth;
}

/** POST /upload (spec §7) and the download of what it stored. */
export async function uploadRoutes(app: TypedApp, options: { config: AppConfig; db: Database }) {
  const { config, db } = options;

  /** Answers `{data: {url, filename}}`: where the file is served and its cleaned original name. */
  app.post('/upload', { schema: { body: FileUpload, response: { 200: UploadAnswer, ...errorAnswers } } }, async (request) => {
    const auth = mayUpload(request.auth);
    const { bytes, filename } = await receiveFile(request, config.uploadMaxMb);
    const type = await detectUploadType(bytes, filename, config.uploadAllowedTypes);
    const upload = { userId: auth.profile.id, size: bytes.length, quotaMb: config.uploadQuotaMbPerDay };
    const stored = await storeWithinQuota(db, upload, () => storeFile(config.uploadDir, bytes, type.ext, filename));
    return { data: { url: storedFileUrl(stored.key), filename: stored.filename } };
  });

  /**
   * Public on purpose: an <img> tag cannot send the Bearer header, so the
   * 128-bit random name is the capability to read the file (like a signed
   * link that does not expire). Served as an attachment with nosniff and the
   * type detected at upload, so no stored file is ever run by a browser.
   */
  app.get(
    '/files/:year/:month/:name',
    {
      config: { public: true },
      schema: { params: StoredFileParams, response: { 200: fileAnswer('The stored file, as an attachment, with the type found when it was uploaded', SERVED_TYPES), ...errorAnswers } },
    },
    async (request, reply) => {
      const { year, month, name } = request.params;
      const file = await openStoredFile(config.uploadDir, `${year}/${month}/${name}`);
      if (!file) throw notFound();
      return reply
        .header('content-type', mimeOf(file.ext))
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );

  /**
   * A stored .xlsx or .csv shown as a table (the document preview): the product runs on
   * intranets, where no online viewer can reach the file. Any signed-in user, as the file's
   * random name is what grants access to it.
   */
  app.get(
    '/files/:year/:month/:name/preview',
    { schema: { params: StoredFileParams, response: { 200: SheetPreviewAnswer, ...errorAnswers } } },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const { year, month, name } = request.params;
      const file = await readStoredFile(config.uploadDir, `${year}/${month}/${name}`);
      if (!file) throw notFound();
      if (!SHEET_EXTENSIONS.has(file.ext)) throw new AppError(422, 'preview_not_sheet');
      return { data: { filename: file.filename, ...(await previewSheet(file.bytes, `${name}`)) } };
    },
  );
}
