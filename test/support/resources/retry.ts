/**
 * `api()` for set-up requests, waiting out the per-key write limit (429 `rate_limited` with
 * `Retry-After`) instead of failing the set-up: tests create many resources with one key.
 */
import { api, type ApiOptions, type ApiResponse } from '../api.ts';

export async function apiWithRetry(method: string, path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  for (let attempt = 1; ; attempt++) {
    const res = await api(method, path, options);
    if ((res.status !== 429 && res.status !== 503) || attempt >= 20) return res;
    const seconds = Number(res.headers.get('retry-after') ?? '1');
    await new Promise((r) => setTimeout(r, Math.max(0.1, seconds) * 1000 * (0.5 + Math.random())));
  }
}
