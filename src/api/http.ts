import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import type { ZodMiniType } from 'zod/mini';
import { describeHttpError, retryAfterSeconds, type HttpErrorInfo } from '../../machines/rules/httpErrors';
import { messages } from '../../machines/messages';
import { API_REQUEST_TIMEOUT_MS } from '../../machines/constants';
import { apiConfig } from './config';
import { isOffline, judgeNoAnswer, noteAnswer } from './connectivity';
import { reportApiFailure } from './failures';
import { apiProgress } from './progress';

export { onApiFailure, type ApiFailureReport } from './failures';

/** An API failure whose message is already the Spanish text of docs/product.md#errores. */
export class ApiRequestError extends Error {
  readonly info: HttpErrorInfo;
  constructor(info: HttpErrorInfo) {
    super(info.message);
    this.name = 'ApiRequestError';
    this.info = info;
  }
}

/** `noAnswer`: the call failed without any answer and was not given up on (no timeout, no abort). */
async function toApiError(error: unknown, noAnswer: boolean): Promise<ApiRequestError> {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? null;
    // Offline is the network's error ('Error de Red.'); no answer from a reachable site is the servers' (src/api/connectivity.ts).
    const offline = status === null && (isOffline() || (noAnswer && (await judgeNoAnswer())));
    return new ApiRequestError(
      describeHttpError({
        status,
        body: error.data,
        retryAfter: error.response?.headers.get('retry-after') ?? null,
        network: offline,
      }),
    );
  }
  return new ApiRequestError(describeHttpError({ status: null, network: true }));
}

function reportFailure(error: unknown, method: string) {
  if (!(error instanceof FetchError) || !error.response) return;
  const header = error.response.headers.get('retry-after');
  const report = { status: error.response.status, method, retryAfterSeconds: header ? retryAfterSeconds(header) : null };
  reportApiFailure(report);
}

export interface RequestOptions {
  signal?: AbortSignal;
  token?: string | null;
  /** Milliseconds before the call gives up; API_REQUEST_TIMEOUT_MS unless said. */
  timeout?: number;
  baseURL?: string;
  headers?: Record<string, string>;
  /** Whether cookies travel (fetch's `credentials`); fetch's default, 'same-origin', unless said. */
  credentials?: RequestCredentials;
}

/** One request: transport by ofetch, the answer parsed by the contract's schema. */
export async function request<T>(
  schema: ZodMiniType<T>,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: FetchOptions['body'] } & RequestOptions = {},
): Promise<T> {
  let data: unknown;
  // ofetch ignores its `timeout` when a signal is given (every actor gives one): one controller
  // answers both the caller's abort and the timeout. A plain setTimeout, so tests can move a fake clock.
  const controller = new AbortController();
  const abort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) abort();
  else init.signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    init.timeout ?? API_REQUEST_TIMEOUT_MS,
  );
  // The spec's progress bar, for a call pending longer than its threshold (src/api/progress.ts).
  const ended = apiProgress.start();
  try {
    data = await ofetch(path, {
      baseURL: init.baseURL ?? apiConfig.apiBaseURL,
      method: init.method ?? 'GET',
      body: init.body,
      signal: controller.signal,
      credentials: init.credentials,
      retry: 0,
      onResponse: ({ response }) => noteAnswer(response),
      headers: {
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    // Only the API's own calls: the status service (its own baseURL) has its own timeout and maintenance rules (machines/boot.ts).
    if (init.baseURL === undefined) reportFailure(error, init.method ?? 'GET');
    throw await toApiError(error, !controller.signal.aborted);
  } finally {
    ended();
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abort);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // The server answered something the contract does not allow.
    throw new ApiRequestError({ kind: 'other', status: null, message: messages.http.other });
  }
  return parsed.data;
}
