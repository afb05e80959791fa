import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export interface ReceivedFile {
  bytes: Buffer;
  /** The name the client gave; only ever used as a label, never as a path. */
  filename: string;
}

const MB = 1024 * 1024;

/**
 * Reads the multipart field `file` into memory, refusing it with 413 once it
 * reaches `limitMb` (spec §5: a file must be strictly smaller than the limit),
 * before more than the limit is buffered.
 */
export async function receiveFile(request: FastifyRequest, limitMb: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(422, 'upload_missing');
  const tooLarge = () => new AppError(413, 'upload_too_large', { limit: limitMb });
  let part;
  try {
    part = await request.file({ limits: { fileSize: limitMb * MB - 1, files: 1, fields: 10, parts: 12 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(422, 'upload_missing');
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError(422, 'upload_missing');
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (bytes.length === 0) throw new AppError(422, 'upload_missing');
  return { bytes, filename: part.filename };
}
