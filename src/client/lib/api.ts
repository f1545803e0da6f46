import { SERVER_MESSAGES } from '../../contract/api-messages.ts';

/**
 * The one fetch wrapper (SPEC §7/§8): credentials always sent, a JSON body and content type only
 * when there is a body, and any non-OK answer raises "status: body text" (or the status text).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message`, when the body was our JSON error shape. */
    readonly serverMessage?: string,
    /** The server's per-field `errors`, when it sent them (a field and a message or code each). */
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  let errors: { field: string; message: string }[] | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    if (Array.isArray(parsed.errors)) errors = parsed.errors as { field: string; message: string }[];
  } catch {
    // not JSON: the text itself is the message
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, serverMessage, errors);
}

let requestLocale: string | null = null;
/** The interface language, sent as Accept-Language so the server writes engine texts in it. */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}
function languageHeader(): Record<string, string> {
  return requestLocale ? { 'Accept-Language': requestLocale } : {};
}

/**
 * fetch, with a call that never reached the server (offline, a dropped connection: the browser's
 * TypeError 'Failed to fetch') told in the contract's words, which every screen translates.
 */
async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof TypeError) throw new Error(SERVER_MESSAGES.unreachable, { cause: error });
    throw error;
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await reach(url, {
    method,
    headers: { ...languageHeader(), ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * A contract schema an answer is read with (issue 11 §5): the answer is parsed, not cast, so a
 * server that drifted from the contract fails here, with the route named, instead of deep in a
 * page. Structural, so this module (on the first pages' path) does not load zod.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** The answer as the schema reads it; an answer off the contract is an error of its own. */
export function readAnswer<T>(url: string, body: unknown, schema: AnswerSchema<T> | undefined): T {
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`The answer of ${url} is not what the contract says`, parsed.error.message);
  throw new Error(`The answer of ${url} is not what the contract says.`);
}

/** POST/PUT/... and the JSON answer, parsed with `schema` when one is given. */
export async function apiJson<T>(method: string, url: string, data?: unknown, schema?: AnswerSchema<T>): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  return readAnswer(url, await res.json(), schema);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data fetch: GET with credentials, JSON parsed (with the query's `meta.answer`
 * schema when it names one, see `answerMeta`); optionally a 401 yields null.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, meta }: { queryKey: readonly unknown[]; meta?: Record<string, unknown> }): Promise<T | null> => {
    const url = queryKey.join('/');
    const res = await reach(url, { credentials: 'include', headers: languageHeader() });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return readAnswer(url, await res.json(), meta?.answer as AnswerSchema<T> | undefined);
  };
}

/** A query's `meta` that has the default fetch parse its answer with the contract's schema. */
export function answerMeta<T>(schema: AnswerSchema<T>): { answer: AnswerSchema<T> } {
  return { answer: schema };
}

/** Multipart upload (the browser sets the boundary header itself); the answer parsed with `schema` when given. */
export async function apiUpload<T>(url: string, form: FormData, schema?: AnswerSchema<T>): Promise<T> {
  const res = await reach(url, { method: 'POST', body: form, credentials: 'include', headers: languageHeader() });
  await throwIfNotOk(res);
  return readAnswer(url, await res.json(), schema);
}

/** The message to show a person: the server's own message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
