import http from 'node:http';

export interface LongAnswer {
  status: number;
  body: Buffer;
  seconds: number;
}

/**
 * One request over node:http, answered in full or given up after `timeoutMs`: an export or
 * an import may take minutes before the server speeds up, and fetch stops waiting for the
 * headers after 300 s.
 */
export function longRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer; timeoutMs: number }): Promise<LongAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), seconds: (performance.now() - started) / 1000 });
      });
      response.on('error', reject);
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)), options.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(options.body);
  });
}

/** A FormData body as bytes with its multipart content type, for longRequest. */
export async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
