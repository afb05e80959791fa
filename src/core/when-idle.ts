/**
 * Runs `task` once the browser has nothing else to do, or after `timeout` ms at the latest;
 * returns what cancels it. Where the browser cannot tell when it is idle (Safari), it runs
 * after `timeout`.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeout);
  return () => window.clearTimeout(id);
}
