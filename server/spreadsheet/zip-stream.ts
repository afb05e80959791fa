import { Readable, pipeline } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of an archive: its path inside the archive and its content, produced as it is read. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<Buffer> | Iterable<Buffer>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Sizes and CRC follow the data (bit 3); names are UTF-8 (bit 11). */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** Version 2.0: deflate and data descriptors. */
const VERSION = 20;
/** Past this, sizes and offsets need ZIP64, which no export comes near (Excel stops at 1,048,576 rows). */
const MAX_32 = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
}

/** MS-DOS date and time (two seconds apart) of `date` in UTC. */
function dosDateTime(date: Date): { time: number; day: number } {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return { time, day };
}

function localHeader(name: Buffer, stamp: { time: number; day: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.day, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralDirectory(entries: readonly Written[], stamp: { time: number; day: number }, offset: number): Buffer {
  const headers = entries.map((entry) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(stamp.time, 12);
    header.writeUInt16LE(stamp.day, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  });
  const directory = Buffer.concat(headers);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

const tooLarge = () => new Error('the archive would pass 4 GiB, which needs ZIP64');

/**
 * A ZIP archive written as it is read: each entry deflated on zlib's thread pool, its
 * CRC and sizes in a data descriptor after it, so no entry is ever held whole. `stamp`
 * is the entries' modification time, written in UTC.
 */
export async function* zipStream(entries: Iterable<ZipEntry>, options: { level: number; stamp: Date }): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(options.stamp);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const current: Written = { name: Buffer.from(entry.name), crc: 0, size: 0, compressedSize: 0, offset };
    const header = localHeader(current.name, stamp);
    offset += header.length;
    yield header;
    async function* measured() {
      for await (const chunk of entry.content) {
        current.crc = crc32(chunk, current.crc);
        current.size += chunk.length;
        if (current.size > MAX_32) throw tooLarge();
        yield chunk;
      }
    }
    const deflated = pipeline(Readable.from(measured(), { objectMode: false }), createDeflateRaw({ level: options.level }), () => undefined);
    for await (const chunk of deflated as AsyncIterable<Buffer>) {
      current.compressedSize += chunk.length;
      yield chunk;
    }
    const descriptor = dataDescriptor(current);
    offset += current.compressedSize + descriptor.length;
    if (offset > MAX_32) throw tooLarge();
    yield descriptor;
    written.push(current);
  }
  yield centralDirectory(written, stamp, offset);
}
