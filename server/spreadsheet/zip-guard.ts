import { createInflateRaw } from 'node:zlib';
import { AppError } from '../errors.ts';

/** Bounds an uploaded .xlsx (a zip) must keep before anything unzips it. */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes, in bytes. */
  maxTotalBytes: number;
  /** Largest uncompressed:compressed ratio of one entry. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 2_000, maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200 };

/** One file of the archive, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** An entry whose data has been found where its local header says. */
export interface LocatedEntry extends ZipEntry {
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** How much stored (uncompressed) data `inflateEntry` hands out at a time. */
const STORED_PIECE = 64 * 1024;

const unsafe = () => new AppError(422, 'import_zip_unsafe');
const unreadable = () => new AppError(422, 'import_unreadable');

function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= stop; offset -= 1) {
    if (bytes.readUInt32LE(offset) === EOCD) return offset;
  }
  throw unreadable();
}

/** Reads the central directory only (sizes as the archive declares them), refusing what breaks `limits`. */
export function readCentralDirectory(bytes: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  if (bytes.length < 22) throw unreadable();
  const end = findEndOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: a spreadsheet within our limits never needs them.
  if (count === 0xffff || start === 0xffffffff || size === 0xffffffff) throw unsafe();
  if (count > limits.maxEntries) throw unsafe();
  if (start + size > end) throw unreadable();
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let offset = start; offset < start + size; ) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== CENTRAL) throw unreadable();
    const nameLength = bytes.readUInt16LE(offset + 28);
    const entry: ZipEntry = {
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      crc32: bytes.readUInt32LE(offset + 16),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    };
    const encrypted = (bytes.readUInt16LE(offset + 8) & 1) === 1;
    if (encrypted || (entry.method !== 0 && entry.method !== 8)) throw unreadable();
    total += entry.uncompressedSize;
    const ratio = entry.compressedSize === 0 ? (entry.uncompressedSize === 0 ? 0 : Infinity) : entry.uncompressedSize / entry.compressedSize;
    if (ratio > limits.maxRatio || total > limits.maxTotalBytes) throw unsafe();
    entries.push(entry);
    if (entries.length > limits.maxEntries) throw unsafe();
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  if (entries.length !== count) throw unreadable();
  return entries;
}

function locate(bytes: Buffer, entry: ZipEntry): LocatedEntry {
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw unreadable();
  const dataOffset = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (dataOffset + entry.compressedSize > bytes.length) throw unreadable();
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw unsafe();
  return { ...entry, dataOffset };
}

/**
 * Refuses a zip with too many entries, too much data once extracted, or a
 * bomb-like entry (422) from its directory alone, and finds each entry's data.
 * Nothing is inflated here: `inflateEntry` holds each entry to its declared size.
 */
export function guardZip(bytes: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): LocatedEntry[] {
  return readCentralDirectory(bytes, limits).map((entry) => locate(bytes, entry));
}

/**
 * An entry's data, inflated piece by piece off the event loop. It stops (422)
 * at the first byte past the size the directory declares, so a lying archive
 * never inflates further than its declaration, and fails when it ends short.
 */
export async function* inflateEntry(bytes: Buffer, entry: LocatedEntry): AsyncGenerator<Buffer> {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    for (let start = 0; start < data.length; start += STORED_PIECE) yield data.subarray(start, start + STORED_PIECE);
    return;
  }
  const inflater = createInflateRaw();
  inflater.end(data);
  let total = 0;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      total += piece.length;
      if (total > entry.uncompressedSize) throw unsafe();
      yield piece;
    }
  } catch (error) {
    throw error instanceof AppError ? error : unreadable();
  } finally {
    inflater.destroy();
  }
  if (total !== entry.uncompressedSize) throw unsafe();
}
