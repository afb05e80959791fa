import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; a clear error when neither is there. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Browser tests need Chromium at ${path}. Install it with 'apt-get install chromium' ` +
        `(Debian) or point CHROMIUM_PATH at a Chromium binary.`,
    );
  }
  return path;
}

/** Flags for headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
