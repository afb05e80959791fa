import { inflateRawSync } from 'node:zlib';
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

interface ZipEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

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
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(offset + 10),
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
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  if (entries.length !== count) throw unreadable();
  return entries;
}

/**
 * Checks that no entry inflates past the size the directory declares, each
 * inflation capped at that size, so a lying archive fails here, bounded,
 * instead of inside the spreadsheet parser.
 */
function verifyEntries(bytes: Buffer, entries: readonly ZipEntry[]): void {
  for (const entry of entries) {
    const local = entry.localHeaderOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw unreadable();
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw unreadable();
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw unsafe();
      continue;
    }
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? unsafe() : unreadable();
    }
    if (inflated.length !== entry.uncompressedSize) throw unsafe();
  }
}

/** Refuses a zip with too many entries, too much data once extracted, or a bomb-like entry (422), before the parser unzips it. */
export function guardZip(bytes: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  verifyEntries(bytes, readCentralDirectory(bytes, limits));
}
