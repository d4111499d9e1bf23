import { z } from 'zod';

// A deployment may point the wallet at an emulated Ledger (Speculos, or our loopback software
// device) with `ledgerTransportUrl` in config.json. The device decides which addresses the
// wallet shows for a Ledger account, so only a loopback URL is accepted: a remote "device"
// could hand out an attacker's address as the user's own.

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const transportUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
      );
    } catch {
      return false;
    }
  });

const configSchema = z.looseObject({ ledgerTransportUrl: transportUrlSchema });

/** The emulator URL from a deployment config, or null for a real device over WebHID/WebUSB. */
export function ledgerTransportUrl(config: unknown): string | null {
  const parsed = configSchema.safeParse(config);
  return parsed.success ? parsed.data.ledgerTransportUrl : null;
}
