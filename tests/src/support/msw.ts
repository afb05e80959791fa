import { http, HttpResponse, type JsonBodyType, passthrough } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one msw server of the unit tests (tests/src/setup.ts starts it). A test adds the
 * handlers it needs with `server.use(...)`; they are reset after each test.
 */
export const server = setupServer(
  // The app's frame asks for its configuration on every screen; none of its switches on.
  http.get('*/api/app-config', () => HttpResponse.json({ data: {} })),
  // The codegen tests start the real API on the loopback address and pull from it.
  http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
);

/**
 * Answers GET `path` with `body` only once the test calls the function returned, so the test
 * sees what the screen shows while the answer is on its way.
 */
export function holdGet(path: string, body: JsonBodyType): () => void {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(path, async () => {
      await held;
      return HttpResponse.json(body);
    }),
  );
  return answer;
}

const unanswered: string[] = [];

/**
 * msw's 'error' strategy for a request no handler answers (logged, and failed as a network
 * error), with the request kept: a screen may swallow that error, so the test is failed too.
 */
export function onUnhandledRequest(request: Request, print: { error(): void }): void {
  unanswered.push(`${request.method} ${request.url}`);
  print.error();
}

/** The requests no handler answered since the last call. */
export function takeUnansweredRequests(): string[] {
  return unanswered.splice(0);
}
