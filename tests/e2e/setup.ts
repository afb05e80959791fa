import { afterAll, beforeAll } from 'vitest';
import { startFileServer, stopFileServer } from './support/file-server.ts';

// Every browser test file gets the product of its own: the built client and the API on a copy of
// the seeded demo database, so files run side by side without one's sign-ins, language switches
// or records reaching another's screens. A setup file runs before each test file, where the
// hooks of a module the files share (vitest.config.ts: isolate false) would be registered once.
// The start-smoke test starts the product itself and leaves this one unused.
beforeAll(startFileServer);
afterAll(stopFileServer);
