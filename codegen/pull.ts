import type { GenModel, GenModelAnswer, ModelListAnswer, ModelSummary, PulledMetadata } from './gen-model.ts';

/** Where to read metadata from: a server URL and a Bearer token for it. */
export interface MetadataSource {
  url: string;
  token: string;
}

async function getJson<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`codegen: ${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as T;
}

/** Signs in with `POST /api/login` and answers the Bearer token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const answer = await getJson<{ token?: string }>(`${trimSlash(url)}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username, password }),
  });
  if (!answer.token) throw new Error(`codegen: signing in to ${url} as ${username} gave no token`);
  return answer.token;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function headers(source: MetadataSource): Record<string, string> {
  return { authorization: `Bearer ${source.token}`, 'x-requested-with': 'XMLHttpRequest' };
}

/** `GET /api/gen-model`: every model's name, title and table. */
export async function fetchModelList(source: MetadataSource): Promise<ModelSummary[]> {
  const answer = await getJson<ModelListAnswer>(`${trimSlash(source.url)}/api/gen-model`, { headers: headers(source) });
  return answer.data;
}

/** `GET /api/gen-model/{model}`: one model's metadata. */
export async function fetchModel(source: MetadataSource, model: string): Promise<GenModel> {
  const url = `${trimSlash(source.url)}/api/gen-model/${encodeURIComponent(model)}`;
  const answer = await getJson<GenModelAnswer>(url, { headers: headers(source) });
  return answer.data;
}

/**
 * Pulls the model list and each model's metadata (a few requests at a time),
 * or only the named models when `only` is given.
 */
export async function pullMetadata(source: MetadataSource, only?: readonly string[]): Promise<PulledMetadata> {
  const all = await fetchModelList(source);
  const models = only ? all.filter((summary) => only.includes(summary.model)) : all;
  const missing = (only ?? []).filter((name) => !all.some((summary) => summary.model === name));
  if (missing.length > 0) throw new Error(`codegen: the server has no model ${missing.join(', ')}`);
  const details: GenModel[] = new Array(models.length);
  let next = 0;
  const worker = async () => {
    while (next < models.length) {
      const index = next++;
      details[index] = await fetchModel(source, models[index]!.model);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, models.length) }, worker));
  return { models, details };
}
