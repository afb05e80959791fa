import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { AppError } from '../errors.ts';
import type { SheetData, SheetLimits } from './read-sheet.ts';
import { SheetCollector, checkCell, checkColumns } from './sheet-collector.ts';

/** How much text the parser takes at once; other requests are answered between pieces. */
const PIECE = 64 * 1024;

const unreadable = () => new AppError(422, 'import_unreadable');

/** Windows-1252's 0x80–0x9F (€, curly quotes, dashes…): Node 20's TextDecoder reads them as Latin-1 control characters. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** UTF-8 (with or without BOM) as it is; Excel's own "CSV" in Windows-1252 converted to UTF-8. */
function asUtf8(bytes: Buffer): Buffer {
  if (bytes.includes(0)) throw unreadable();
  if (isUtf8(bytes)) return bytes;
  const text = bytes.toString('latin1').replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
  return Buffer.from(text, 'utf8');
}

/**
 * Comma by default; semicolon or tab when the header line uses those (Excel in
 * Indonesian writes ';'). Counted in the line's first piece: a header of
 * recognised columns is far shorter.
 */
function detectDelimiter(text: Buffer): string {
  const counts = new Map([',', ';', '\t'].map((char) => [char.charCodeAt(0), 0]));
  for (let at = 0; at < Math.min(text.length, PIECE) && text[at] !== 0x0a; at += 1) {
    const count = counts.get(text[at]!);
    if (count !== undefined) counts.set(text[at]!, count + 1);
  }
  const [code, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? String.fromCharCode(code) : ',';
}

/**
 * Parses a CSV piece by piece, checking every field as it ends, so the first
 * field past the column or size limit stops the parser there; rows are
 * numbered as a spreadsheet shows them (blank lines and quoted line breaks
 * included).
 */
export async function readCsv(bytes: Buffer, limits: SheetLimits): Promise<SheetData> {
  const text = asUtf8(bytes);
  const collector = new SheetCollector(limits);
  let rows = 0;
  let failure: unknown;
  const parser = parse({
    bom: true,
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    // Blank lines are kept as records so that the numbering matches the rows a spreadsheet shows.
    skip_empty_lines: false,
    cast: (value, context) => {
      checkColumns(context.index + 1, rows + 1, limits);
      checkCell(value, rows + 1, limits);
      return value;
    },
    on_record: (cells: string[]) => {
      rows += 1;
      collector.add(rows, cells);
      return null;
    },
  });
  parser.on('error', (error) => (failure ??= error));
  parser.resume();
  for (let start = 0; start < text.length && failure === undefined; start += PIECE) {
    parser.write(text.subarray(start, start + PIECE));
    await nextTurn();
  }
  if (failure === undefined) {
    parser.end();
    await finished(parser).catch((error: unknown) => (failure ??= error));
  }
  if (failure !== undefined) throw failure instanceof AppError ? failure : unreadable();
  return collector.result();
}
