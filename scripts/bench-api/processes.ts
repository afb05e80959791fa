import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server bench:api started as a child process and talks to on 127.0.0.1. */
export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilHealthy(child: ChildProcess, url: string, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering:\n${output()}`);
    const healthy = await fetch(url).then((response) => response.ok, () => false);
    if (healthy) return;
    await sleep(250);
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts `script` in a node process of its own, a TypeScript one with tsx (`node --import tsx`,
 * which is what the tsx command runs), so that the child's pid is the server's and its RSS is
 * the server's.
 */
export async function startServer(options: {
  name: string;
  script: string;
  /** Node's flags for a JavaScript script. */
  nodeFlags?: string[];
  env: Record<string, string>;
  healthPath: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, options.script.endsWith('.ts') ? ['--import', 'tsx', options.script] : [...options.nodeFlags ?? [], options.script], {
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The last lines are kept, to tell why a server died.
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-4_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(child, `${url}${options.healthPath}`, () => output, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name: options.name,
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited(child).then(() => true), sleep(10_000).then(() => false)]);
      if (!killed) child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** The resident set of a process in MB, from /proc (Linux); undefined where there is none. */
export function rssMegabytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; stop() answers the peak in MB. */
export function sampleRss(pid: number, everyMs = 50): { stop(): number | undefined } {
  let peak: number | undefined;
  const sample = () => {
    const rss = rssMegabytes(pid);
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
