import { effectiveEnvironment, effectiveServers } from '../../core/config/settings';
import type { ServerConfig } from '../../core/networks/environments';
import type { RoundRange } from '../../core/participation/participation';
import { ParticipationError } from '../../core/participation/participation-error';
import {
  parseParticipationKeys,
  type ParticipationKeys,
} from '../../core/participation/participation-keys';
import { GENERIC_HTTP_MESSAGE, HttpError, request } from '../http/http-client';
import { settingsStore } from '../settings/settings-store';

// The participation host (spec 000 section 7): GET {participation}/v1/KMD/addpartkey with the
// round range and address in the query and "SigTx <b64>" as Authorization. The host is the
// current environment's: config.json's `participation` for the deployment's environment, the
// custom set, or the provider the user picked in settings.

/** The current environment's participation host; an empty host means none is configured. */
export function currentParticipationServer(): ServerConfig {
  const { settings, config } = settingsStore.getState();
  const env = effectiveEnvironment(settings, config);
  const { host, token } = effectiveServers(env, settings, config).participation;
  return { host: host.trim().replace(/\/+$/, ''), token };
}

export interface PartKeyRequest {
  server: ServerConfig;
  /** "SigTx <base64>": a bearer credential, never logged or kept. */
  authorization: string;
  address: string;
  range: RoundRange;
}

export async function requestParticipationKeys({
  server,
  authorization,
  address,
  range,
}: PartKeyRequest): Promise<ParticipationKeys> {
  if (!server.host) throw new ParticipationError('no-host');
  const url = new URL(`${server.host}/v1/KMD/addpartkey`);
  url.searchParams.set('roundFirstValid', range.first.toString());
  url.searchParams.set('roundLastValid', range.last.toString());
  url.searchParams.set('address', address);
  const headers: Record<string, string> = { Authorization: authorization };
  if (server.token) headers['X-KMD-API-Token'] = server.token;
  let body: unknown;
  try {
    body = await request<unknown>(url.toString(), { headers });
  } catch (error) {
    // A 401 has already ended the session (spec section 8), and a host's own explanation is
    // worth showing; anything else (unreachable, 5xx) is the spec's generic failure.
    if (
      error instanceof HttpError &&
      (error.status === 401 || error.message !== GENERIC_HTTP_MESSAGE)
    ) {
      throw error;
    }
    throw new ParticipationError('key-creation');
  }
  return parseParticipationKeys(body);
}
