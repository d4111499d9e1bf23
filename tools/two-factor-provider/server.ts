import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  appendSignMultisigTransaction,
  decodeSignedTransaction,
  encodeAddress,
  isValidAddress,
  mnemonicFromSeed,
  mnemonicToSecretKey,
  multisigAddress,
} from 'algosdk';
import QRCode from 'qrcode';
import { authenticatedAddress, AuthError, verifySignature } from './auth';
import { base32Encode, verifyTotp } from './totp';

// A loopback stand-in for a 2FA multisig provider (scholtz/Algorand2FAMultisig), speaking the
// shapes of spec 000 section 7:
//   GET  /v1/Multisig/GetRealm                   -> realm (text)
//   POST /v1/Multisig/SetupAuthenticator         form accountTitleNoSpaces, secondaryAccount
//        -> { account, manualEntryKey, qrCodeSetupImageUrl }
//   POST /v1/Multisig/ConfirmSetupAuthenticator  form txtCode, secondaryAccount -> address (text)
//   POST /v1/Multisig/SignWithTwoFactorPINMsigTx form txtCode, signedTxMsgPack, secondaryAccount
//        -> the multisig transaction with the provider's signature added (base64 text)
// All but GetRealm need "Authorization: SigTx <signed auth txn>"; the authenticated primary
// account plus the secondary (recovery) account pick a deterministic ed25519 two-factor
// account and TOTP secret, like the reference server. Unlike it, a wrong code is refused, and
// the secret is not handed out again once setup was confirmed.

export interface TwoFactorProviderOptions {
  port?: number;
  host?: string;
  realm?: string;
  /** Derives every account and TOTP secret; random per start unless given. */
  secret?: string;
}

export interface TwoFactorProviderServer {
  url: string;
  realm: string;
  /** The two-factor account the provider uses for a primary/recovery pair. */
  twoFactorAccountFor(primaryAccount: string, recoveryAccount: string): string;
  /** How many requests each endpoint got, e.g. to assert nothing was called. */
  calls(): Record<string, number>;
  stop(): Promise<void>;
}

const ISSUER = 'Algow 2FA stand-in';
const MAX_BODY_BYTES = 64 * 1024;

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
    'Content-Type': type,
    'Cache-Control': 'no-store',
  });
  res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, 'Body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function field(form: URLSearchParams, name: string): string {
  const value = form.get(name)?.trim();
  if (!value) throw new HttpProblem(400, `'${name}' cannot be null or empty.`);
  return value;
}

/**
 * The 2FA account the stand-in gives a primary/recovery pair, derived from its secret; tests
 * use it to predict the account of a stand-in started elsewhere (the e2e global setup).
 */
export function twoFactorAccountOf(secret: string, primary: string, recovery: string): string {
  const seed = createHmac('sha256', secret).update(`account|${primary}|${recovery}`).digest();
  return mnemonicToSecretKey(mnemonicFromSeed(seed)).addr.toString();
}

export async function startTwoFactorProvider(
  options: TwoFactorProviderOptions = {},
): Promise<TwoFactorProviderServer> {
  const realm = options.realm ?? '2FA#ARC14';
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const confirmed = new Set<string>();
  const counts: Record<string, number> = {};

  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const accountFor = (primary: string, recovery: string) =>
    mnemonicToSecretKey(mnemonicFromSeed(derive(`account|${primary}|${recovery}`)));
  const totpSecretFor = (twoFactorAddress: string) =>
    new Uint8Array(derive(`totp|${twoFactorAddress}`).subarray(0, 20));

  function recoveryOf(form: URLSearchParams, primary: string): string {
    const recovery = field(form, 'secondaryAccount');
    if (!isValidAddress(recovery) || recovery === primary) {
      throw new HttpProblem(400, 'secondaryAccount must be another valid address');
    }
    return recovery;
  }

  function checkCode(form: URLSearchParams, twoFactorAddress: string): void {
    const code = field(form, 'txtCode').replace(/-/g, '');
    if (!verifyTotp(totpSecretFor(twoFactorAddress), code))
      throw new HttpProblem(400, 'Invalid PIN');
  }

  async function setup(primary: string, form: URLSearchParams): Promise<unknown> {
    const title = field(form, 'accountTitleNoSpaces');
    if (/\s/.test(title) || title.length > 100) throw new HttpProblem(400, 'Invalid account title');
    const recovery = recoveryOf(form, primary);
    if (confirmed.has(`${primary}|${recovery}`)) {
      throw new HttpProblem(400, 'The authenticator has already been set up for these accounts');
    }
    const account = accountFor(primary, recovery);
    const manualEntryKey = base32Encode(totpSecretFor(account.addr.toString()));
    const label = encodeURIComponent(`${ISSUER}:${title}`);
    const uri = `otpauth://totp/${label}?secret=${manualEntryKey}&issuer=${encodeURIComponent(ISSUER)}`;
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      account: `${ISSUER}:${title}`,
      manualEntryKey,
      qrCodeSetupImageUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  function confirm(primary: string, form: URLSearchParams): string {
    const recovery = recoveryOf(form, primary);
    const account = accountFor(primary, recovery);
    checkCode(form, account.addr.toString());
    confirmed.add(`${primary}|${recovery}`);
    return account.addr.toString();
  }

  function signWithPin(primary: string, form: URLSearchParams): string {
    const recovery = recoveryOf(form, primary);
    if (!confirmed.has(`${primary}|${recovery}`)) throw new HttpProblem(400, '2FA is not set up');
    const account = accountFor(primary, recovery);
    checkCode(form, account.addr.toString());
    const blob = new Uint8Array(Buffer.from(field(form, 'signedTxMsgPack'), 'base64'));
    const addrs = [primary, recovery, account.addr.toString()].sort();
    const params = { version: 1, threshold: 2, addrs };
    let signed;
    try {
      signed = decodeSignedTransaction(blob);
    } catch {
      throw new HttpProblem(400, 'Error in signedTxMsgPack');
    }
    // The 2FA account pays itself, or pays for an account rekeyed to it (then it is `sgnr`).
    const twoFactorAddress = multisigAddress(params).toString();
    const authorizer = (signed.sgnr ?? signed.txn.sender).toString();
    const preimage = signed.msig?.subsig.map((s) => encodeAddress(s.pk)) ?? [];
    if (
      !signed.msig ||
      authorizer !== twoFactorAddress ||
      signed.msig.v !== params.version ||
      signed.msig.thr !== params.threshold ||
      preimage.join() !== addrs.join()
    ) {
      throw new HttpProblem(400, 'The transaction is not from this 2FA account');
    }
    // Only valid signatures travel on: a forged one would make the whole transaction fail.
    const toSign = signed.txn.bytesToSign();
    const forged = signed.msig.subsig.some(
      (s) => s.s !== undefined && !verifySignature(toSign, s.s, s.pk),
    );
    if (forged) throw new HttpProblem(400, 'Invalid signature in signedTxMsgPack');
    return Buffer.from(appendSignMultisigTransaction(blob, params, account.sk).blob).toString(
      'base64',
    );
  }

  async function route(req: IncomingMessage): Promise<[number, unknown, string?]> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts[path] = (counts[path] ?? 0) + 1;
    if (req.method === 'GET' && path === '/v1/Multisig/GetRealm') return [200, realm, 'text/plain'];
    if (req.method !== 'POST') throw new HttpProblem(404, 'Not found');
    let primary: string;
    try {
      primary = authenticatedAddress(req.headers.authorization, realm);
    } catch (error) {
      if (error instanceof AuthError) throw new HttpProblem(401, error.message);
      throw error;
    }
    const form = await readForm(req);
    switch (path) {
      case '/v1/Multisig/SetupAuthenticator':
        return [200, await setup(primary, form)];
      case '/v1/Multisig/ConfirmSetupAuthenticator':
        return [200, confirm(primary, form), 'text/plain'];
      case '/v1/Multisig/SignWithTwoFactorPINMsigTx':
        return [200, signWithPin(primary, form), 'text/plain'];
      default:
        throw new HttpProblem(404, 'Not found');
    }
  }

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204, '', 'text/plain');
    route(req).then(
      ([status, body, type]) => send(res, status, body, type),
      (error: unknown) => {
        const status = error instanceof HttpProblem ? error.status : 500;
        const detail = error instanceof HttpProblem ? error.message : 'Internal error';
        // ASP.NET ProblemDetails, which the wallet's HTTP helper reads `detail` from.
        send(res, status, { title: 'Error', status, detail });
      },
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    realm,
    twoFactorAccountFor: (primary, recovery) => accountFor(primary, recovery).addr.toString(),
    calls: () => ({ ...counts }),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
