import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './load.ts';

/** What /api/health answered while something else ran. */
export interface HealthFigures {
  p50: number;
  max: number;
  /** Probes answered other than 2xx, or not at all. */
  failures: number;
  probes: number;
}

/**
 * Asks `url` every `everyMs` until stopped, one probe at a time, as a load balancer's health
 * check would; a probe that fails counts and the probing goes on.
 */
export function probeHealth(url: string, everyMs = 100): { stop(): Promise<HealthFigures> } {
  const times: number[] = [];
  let failures = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const ok = await fetch(url).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      times.push(performance.now() - started);
      if (!ok) failures++;
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      done = true;
      await probing;
      return { p50: median(times), max: Math.max(...times), failures, probes: times.length };
    },
  };
}
