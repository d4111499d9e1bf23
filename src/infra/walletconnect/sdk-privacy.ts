import type { ICore } from '@walletconnect/types';
import { verifyBase } from '../../core/config/verify-url';

// Nothing leaves without consent (spec: no analytics). With `telemetryEnabled: false` the SDK
// still reports an INIT event (client id, origin, user agent) to its pulse endpoint whenever
// `eventClient.init()` is called, as WalletKit did unconditionally (we use the sign client
// alone now, but anything of the SDK may call it). Both ways out are closed here, before the
// client is created.

export function silenceTelemetry(core: ICore): void {
  const events = core.eventClient as ICore['eventClient'] & {
    sendEvent?: (events: unknown[]) => Promise<Response>;
  };
  events.telemetryEnabled = false;
  events.init = () => Promise.resolve();
  events.sendEvent = () => Promise.resolve(new Response(null, { status: 204 }));
}

type Verify = ICore['verify'];
type VerifyParams = Parameters<Verify['resolve']>[0];
/** What resolve really gives: an attestation, or nothing when it cannot tell. */
type VerifyAnswer = Awaited<ReturnType<Verify['resolve']>> | undefined;

/** The parts of the SDK's Verify client (core 2.25) that choose where it asks. */
interface VerifyInternals {
  getVerifyUrl: (dappVerifyUrl?: string) => string;
  verifyUrlV3: string;
}

/** How long a proposal or request waits for the Verify service before it counts as unknown. */
export const VERIFY_TIMEOUT_MS = 10_000;

/** The SDK's own resolve, kept once: cores of one prefix share their Verify client. */
const sdkResolve = new WeakMap<Verify, Verify['resolve']>();

/**
 * The SDK asks its Verify service where each proposal and request came from: the attestation
 * at `<base>/attestation/<hash>` (the base picked from the dapp's `verifyUrl` among
 * WalletConnect's two hosts) or, for a signed attestation, the key at `<v3>/public-key`. Here
 * both go to the configured service only, whatever the dapp names. An answer that does not
 * come in time (the SDK waits forever when the key cannot be fetched) counts as none: the
 * request is shown as not verified.
 */
export function confineVerify(
  core: ICore,
  verifyUrl: string,
  timeoutMs: number = VERIFY_TIMEOUT_MS,
): void {
  const base = verifyBase(verifyUrl);
  const verify = core.verify as Verify & VerifyInternals;
  verify.getVerifyUrl = () => base;
  verify.verifyUrlV3 = `${base}/v3`;
  const resolve = sdkResolve.get(verify) ?? verify.resolve.bind(verify);
  sdkResolve.set(verify, resolve);
  verify.resolve = (params: VerifyParams) =>
    new Promise<VerifyAnswer>((settle, fail) => {
      const timer = setTimeout(() => settle(undefined), timeoutMs);
      resolve(params).then(
        (answer) => {
          clearTimeout(timer);
          settle(answer);
        },
        (error: unknown) => {
          clearTimeout(timer);
          fail(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }) as ReturnType<Verify['resolve']>;
}

/**
 * No Verify service may be asked (a relay of the deployment's own and no Verify service named):
 * the SDK would still ask WalletConnect's, whose core has no switch for it. Every proposal and
 * request then comes without an attestation and is shown as not verified.
 */
export function disableVerify(core: ICore): void {
  const verify = core.verify;
  verify.resolve = () => Promise.resolve<VerifyAnswer>(undefined) as ReturnType<Verify['resolve']>;
  verify.register = () => Promise.resolve('');
}

/**
 * As the dapp of a phone wallet (remote-signer accounts) Algow registers no attestation: the SDK
 * would load a hidden page from the verify service for every proposal and request, telling it
 * which wallet talks to whom, and wait up to 5 s for it. The phone wallet then sees "unknown".
 */
export function skipAttestation(core: ICore): void {
  core.verify.register = () => Promise.resolve('');
}
