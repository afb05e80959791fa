import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { AppError } from '../errors.ts';
import type { RawCell, SheetData, SheetLimits } from './read-sheet.ts';
import { SheetCollector } from './sheet-collector.ts';
import { type LocatedEntry, guardZip, inflateEntry } from './zip-guard.ts';

const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** The name the sheet to read gets in the archive exceljs is given. */
const SHEET = 'xl/worksheets/sheet1.xml';
/** Given when a workbook has no shared strings: without any, exceljs parks every sheet in a temporary file. */
const NO_SHARED_STRINGS = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/** Shared strings and styles are cached (dates are known by their style); the sheet streams. */
const READER_OPTIONS = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' } as const;

/** workbook.xml, its relationships and styles.xml are held whole in memory; none of a real spreadsheet comes near this. */
const MAX_HELD_PART_BYTES = 16 * 1024 * 1024;

/** One file of the archive exceljs reads: an entry of the upload, or bytes of our own; at most `maxStrings` shared strings. */
interface Part {
  name: string;
  source: LocatedEntry | Buffer;
  maxStrings?: number;
}

/** What exceljs's reader keeps of workbook.xml and its relationships; its typings leave it out. */
interface WorkbookOutline {
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id?: string; Target?: string }[];
}

const unreadable = () => new AppError(422, 'import_unreadable');
const unsafe = () => new AppError(422, 'import_zip_unsafe');

/** An exceljs cell value reduced to plain data: rich text joined, formulas replaced by their cached result (never evaluated). */
function plainCell(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return plainCell(value.text as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return String(value);
}

/** Where the last whole UTF-8 character of `bytes` ends. */
function characterBoundary(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The pieces cut between characters: exceljs decodes each piece of XML on its own, and a split character would turn into U+FFFD. */
async function* wholeCharacters(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let carry = Buffer.alloc(0);
  for await (const piece of pieces) {
    const joined = carry.length > 0 ? Buffer.concat([carry, piece]) : piece;
    const cut = characterBoundary(joined);
    carry = Buffer.from(joined.subarray(cut));
    if (cut > 0) yield joined.subarray(0, cut);
  }
  if (carry.length > 0) yield carry;
}

/**
 * Counts the shared strings (`<si>` elements) as their XML passes, and refuses
 * (422) the table at the first string past `max`, before exceljs caches more.
 */
async function* countedStrings(pieces: AsyncIterable<Buffer>, max: number): AsyncGenerator<Buffer> {
  let count = 0;
  // The end of the previous piece, where an element's start may have been cut.
  let tail = '';
  for await (const piece of pieces) {
    const text = tail + piece.toString('latin1');
    count += text.match(/<si[\s>]/g)?.length ?? 0;
    if (count > max) throw unsafe();
    tail = text.slice(-3);
    yield piece;
  }
}

function localHeader(name: string, size: number, crc: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  // Flags 0 and method 0: stored, its size known up front.
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

const END_OF_ARCHIVE = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
})();

/**
 * The archive exceljs reads: only `parts`, in their order, each stored
 * (inflated here, held to its declared size), so exceljs never meets an entry
 * the guard has not seen, nor one out of the order it streams in. A failure
 * is handed to `fail` and ends the archive early.
 */
async function* archive(bytes: Buffer, parts: readonly Part[], fail: (error: unknown) => void): AsyncGenerator<Buffer> {
  try {
    for (const { name, source, maxStrings } of parts) {
      if (Buffer.isBuffer(source)) {
        yield localHeader(name, source.length, crc32(source));
        yield source;
      } else {
        yield localHeader(name, source.uncompressedSize, source.crc32);
        const data = wholeCharacters(inflateEntry(bytes, source));
        yield* maxStrings === undefined ? data : countedStrings(data, maxStrings);
      }
    }
    yield END_OF_ARCHIVE;
  } catch (error) {
    fail(error);
  }
}

/**
 * Runs exceljs's streaming reader over `parts` and `consume` over it. A failure
 * of the archive answers at once: exceljs would otherwise wait for the rest of
 * an entry that never comes.
 */
async function withReader(bytes: Buffer, parts: readonly Part[], consume: (reader: ExcelJS.stream.xlsx.WorkbookReader) => Promise<void>): Promise<void> {
  let failure: unknown;
  let fail!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => {
    fail = (error) => {
      failure ??= error;
      reject(error);
    };
  });
  failed.catch(() => undefined);
  // exceljs takes some 17 MB once loaded: a server that never reads a workbook never loads it.
  const { default: excel } = await import('exceljs');
  const source = Readable.from(archive(bytes, parts, fail));
  try {
    await Promise.race([consume(new excel.stream.xlsx.WorkbookReader(source, READER_OPTIONS)), failed]);
  } catch (error) {
    throw (failure ?? error) instanceof AppError ? (failure ?? error) : unreadable();
  } finally {
    source.destroy();
  }
  if (failure !== undefined) throw failure instanceof AppError ? failure : unreadable();
}

/** The first sheet in tab order that the archive holds, found as exceljs's own loader finds it. */
async function firstSheet(bytes: Buffer, entries: ReadonlyMap<string, LocatedEntry>, head: readonly Part[]): Promise<LocatedEntry | undefined> {
  let outline: WorkbookOutline = {};
  await withReader(bytes, head, async (reader) => {
    // The head holds no sheet: one step reads it to its end.
    await reader[Symbol.asyncIterator]().next();
    outline = reader as unknown as WorkbookOutline;
  });
  const targets = new Map((outline.workbookRels ?? []).map((rel) => [rel.Id, rel.Target ?? '']));
  return (outline.model?.sheets ?? [])
    .map((sheet) => entries.get(`xl/${(targets.get(sheet.rId) ?? '').replace(/^(\s|\/xl\/)+/, '')}`))
    .find((entry) => entry !== undefined);
}

function cellsOf(row: ExcelJS.Row): RawCell[] {
  // Up to the last cell holding a value; exceljs refuses columns past XFD (16,384).
  const values = Array.isArray(row.values) ? row.values.slice(1) : [];
  return Array.from(values, (value) => plainCell(value ?? null));
}

/** Reads the first sheet of an .xlsx row by row, the zip bounded first; limits are applied as each row is read. */
export async function readXlsx(bytes: Buffer, limits: SheetLimits): Promise<SheetData> {
  const entries = new Map(guardZip(bytes).map((entry) => [entry.name, entry]));
  const rels = entries.get(RELS);
  const workbook = entries.get(WORKBOOK);
  if (!rels || !workbook) throw unreadable();
  const styles = entries.get(STYLES);
  if ([rels, workbook, styles].some((part) => part && part.uncompressedSize > MAX_HELD_PART_BYTES)) throw unsafe();
  const head: Part[] = [
    { name: RELS, source: rels },
    { name: WORKBOOK, source: workbook },
  ];
  const sheet = await firstSheet(bytes, entries, head);
  if (!sheet) throw new AppError(422, 'import_no_rows');
  // A sheet within the limits cannot use more distinct strings than it has cells.
  const maxStrings = (limits.maxRows + 1) * limits.maxColumns;
  const parts: Part[] = [
    ...head,
    ...(styles ? [{ name: STYLES, source: styles }] : []),
    { name: SHARED_STRINGS, source: entries.get(SHARED_STRINGS) ?? NO_SHARED_STRINGS, maxStrings },
    { name: SHEET, source: sheet },
  ];
  const collector = new SheetCollector(limits);
  await withReader(bytes, parts, async (reader) => {
    for await (const worksheet of reader) {
      for await (const row of worksheet) collector.add(row.number, cellsOf(row));
    }
  });
  return collector.result();
}
