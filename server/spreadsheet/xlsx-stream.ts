import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { CellValue } from './values.ts';
import type { RowBatches } from './writers.ts';

/** Sheet name default (spec §9). */
export const SHEET_NAME = 'Sheet1';

/**
 * Deflate level of the archive: the sheet of 100,000 workers (60 MB of XML) deflates to
 * 7.1 MB at level 1 and to 6.1 MB at level 6, which takes three to four times as long.
 */
const COMPRESSION_LEVEL = 1;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_HEADER}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK = `${XML_HEADER}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">\
<sheets><sheet name="${SHEET_NAME}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const WORKBOOK_RELS = `${XML_HEADER}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>\
</Relationships>`;

/** Two cell formats: 0 plain Calibri 11, 1 the same in bold for the header row. */
const STYLES = `${XML_HEADER}<styleSheet xmlns="${MAIN}">\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

const BOLD = 1;

/**
 * What XML text cannot hold (control characters but tab, line feed and carriage return;
 * U+FFFE, U+FFFF) is dropped, the rest escaped.
 */
const XML_SPECIAL = /[&<>\p{Cc}\uFFFE\uFFFF]/gu;
const XML_KEPT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\t': '\t', '\n': '\n', '\r': '\r' };
const escapeXml = (text: string) => text.replace(XML_SPECIAL, (char) => XML_KEPT[char] ?? (char >= '\x80' && char <= '\x9f' ? char : ''));

/** A, B, … Z, AA, AB …: the letters of the column at `index` (0-based). */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** One row's XML: numbers as numbers, text as text, empty cells left out. */
function rowXml(cells: readonly CellValue[], number: number, letters: readonly string[], style = ''): string {
  let xml = style === '' ? `<row r="${number}">` : `<row r="${number}" s="${BOLD}" customFormat="1">`;
  for (let index = 0; index < cells.length; index++) {
    const value = cells[index];
    if (typeof value === 'number') {
      if (Number.isFinite(value)) xml += `<c r="${letters[index]}${number}"${style}><v>${value}</v></c>`;
    } else if (typeof value === 'string') {
      xml += `<c r="${letters[index]}${number}"${style} t="str"><v>${escapeXml(value)}</v></c>`;
    }
  }
  return `${xml}</row>`;
}

async function* sheetXml(headers: readonly string[], widths: readonly number[], batches: RowBatches): AsyncGenerator<Buffer> {
  const letters = headers.map((_, index) => columnLetters(index));
  const columns = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  yield Buffer.from(
    `${XML_HEADER}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${columns}</cols><sheetData>${rowXml(headers, 1, letters, ` s="${BOLD}"`)}`,
  );
  let number = 1;
  for await (const batch of batches) {
    let xml = '';
    for (const cells of batch) xml += rowXml(cells, ++number, letters);
    yield Buffer.from(xml);
  }
  yield Buffer.from('</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>');
}

/**
 * An Office Open XML workbook of one sheet, written as the rows come: a bold header row
 * kept in view (frozen), the given column widths, then every row. The rows never sit in
 * memory together, each batch is rendered only when the reader has taken the ones before
 * (back-pressure reaches the database), and the sheet may hold far more than the old
 * format's 65,536 rows.
 */
export function xlsxStream(headers: readonly string[], widths: readonly number[], batches: RowBatches, now = new Date()): Readable {
  const archive = archiver('zip', { zlib: { level: COMPRESSION_LEVEL } });
  const parts: [name: string, text: string][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', WORKBOOK],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ];
  for (const [name, text] of parts) archive.append(text, { name, date: now });
  // A failing rows source fails the archive, so the download ends as failed, not as a short file.
  archive.append(Readable.from(sheetXml(headers, widths, batches), { objectMode: false }), { name: 'xl/worksheets/sheet1.xml', date: now });
  // Its promise fails with the archive's error, which the reader of the stream gets already.
  archive.finalize().catch(() => undefined);
  return archive;
}
