import { effectiveIpfsGateway } from '../../core/config/settings';
import type { SettingsState } from '../settings/settings-store';

/** The IPFS path gateway (settings, then config.json); empty means ipfs:// media is not loaded. */
export function ipfsGatewayOf({ settings, config }: SettingsState): string {
  return effectiveIpfsGateway(settings, config);
}

