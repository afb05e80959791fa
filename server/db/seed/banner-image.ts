import { crc32, deflateSync } from 'node:zlib';

/** Spec §3: a banner image is 16:9 at 1920x1080. */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 1080;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `#rrggbb` as [r, g, b]. */
const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/**
 * A 1920x1080 RGB PNG fading from `color` at the top to a third darker at the bottom.
 * Every row is one colour, so the 6 MB of pixels deflate to a few KB.
 */
export function bannerPng(color: string): Buffer {
  const [red, green, blue] = rgbOf(color) as [number, number, number];
  const stride = 1 + BANNER_WIDTH * 3;
  const pixels = Buffer.alloc(stride * BANNER_HEIGHT);
  for (let y = 0; y < BANNER_HEIGHT; y += 1) {
    const shade = 1 - y / BANNER_HEIGHT / 3;
    const row = Buffer.from([Math.round(red * shade), Math.round(green * shade), Math.round(blue * shade)]);
    pixels.fill(row, y * stride + 1, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(BANNER_WIDTH, 0);
  header.writeUInt32BE(BANNER_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
