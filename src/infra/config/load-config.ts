import type { AppConfig } from '../../core/config/app-config';

/**
 * Fetches the optional deployment config. Every failure is silent (spec section 7). The
 * validator loads only when a config is actually served, so deployments without one do not
 * pay for it on the login page.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) return {};
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return {};
    const [body, { parseAppConfig }] = await Promise.all([
      response.json() as Promise<unknown>,
      import('../../core/config/app-config'),
    ]);
    return parseAppConfig(body);
  } catch {
    return {};
  }
}
