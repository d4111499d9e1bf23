import type { ICore } from '@walletconnect/types';

// Nothing leaves without consent (spec: no analytics). With `telemetryEnabled: false` the SDK
// still reports an INIT event (client id, origin, user agent) to its pulse endpoint when the
// wallet kit starts, because WalletKit calls `eventClient.init()` unconditionally. Both ways out
// are closed here, before the kit is created.

export function silenceTelemetry(core: ICore): void {
  const events = core.eventClient as ICore['eventClient'] & {
    sendEvent?: (events: unknown[]) => Promise<Response>;
  };
  events.telemetryEnabled = false;
  events.init = () => Promise.resolve();
  events.sendEvent = () => Promise.resolve(new Response(null, { status: 204 }));
}
