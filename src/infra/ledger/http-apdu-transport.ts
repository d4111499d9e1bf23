import Transport from '@ledgerhq/hw-transport';
import { z } from 'zod';
import { LedgerError } from '../../core/ledger/ledger-error';

// The HTTP APDU wire that Ledger's Speculos emulator speaks (and tools/ledger-device): a GET
// on the URL checks that something answers, then each exchange POSTs {"apduHex"} and gets
// {"data"} (the response APDU in hex) back. Written over fetch: @ledgerhq/hw-transport-http
// does the same two requests through axios, about 14 KB gzip of the app's JS.

const answerSchema = z.union([
  z.object({ data: z.string().regex(/^(?:[0-9a-fA-F]{2})+$/) }),
  z.object({ error: z.unknown() }),
]);

export class HttpApduTransport extends Transport {
  private constructor(private readonly url: string) {
    super();
  }

  /** The transport, once a GET on `url` answers 200 within `timeoutMs`. */
  static async connect(url: string, timeoutMs: number): Promise<HttpApduTransport> {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status !== 200) throw new LedgerError('not-connected');
    return new HttpApduTransport(url);
  }

  override async exchange(apdu: Buffer): Promise<Buffer> {
    let body: unknown;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ apduHex: apdu.toString('hex') }),
      });
      if (response.status !== 200) throw new LedgerError('not-connected');
      body = await response.json();
    } catch (error) {
      // Down, restarted or answering something else: for the user, an unplugged device.
      throw error instanceof LedgerError ? error : new LedgerError('not-connected');
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success || !('data' in answer.data)) throw new LedgerError('transport');
    return Buffer.from(answer.data.data, 'hex');
  }

  override setScrambleKey(): void {}

  override close(): Promise<void> {
    return Promise.resolve();
  }
}
