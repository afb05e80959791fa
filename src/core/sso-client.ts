import type { AxiosInstance } from 'axios';
import { API_BASE, createApiClient } from './api-client';

const clients = new Map<string, AxiosInstance>();

/**
 * Spec §7's separate single-sign-on base: a POST with a path and a body, carrying the same
 * headers and failing the same way as the main API's calls. An empty base (the server's
 * default SSO_API_BASE) is the main API's.
 */
export async function ssoPost<T>(base: string, path: string, body: unknown): Promise<T> {
  const url = base || API_BASE;
  let client = clients.get(url);
  if (!client) {
    client = createApiClient(url);
    clients.set(url, client);
  }
  const response = await client.post<T>(path, body);
  return response.data;
}
