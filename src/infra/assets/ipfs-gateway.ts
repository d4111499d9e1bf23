import { settingsStore } from '../settings/settings-store';

/** The IPFS path gateway from config.json; empty means ipfs:// media is not loaded. */
export function currentIpfsGateway(): string {
  return settingsStore.getState().config.ipfsGateway ?? '';
}
