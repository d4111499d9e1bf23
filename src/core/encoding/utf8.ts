const encoder = new TextEncoder();
// fatal: invalid UTF-8 must fail instead of turning into U+FFFD, so a wrong legacy
// password (CBC without authentication) is detected rather than producing garbage text.
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class Utf8Error extends Error {
  constructor() {
    super('Invalid UTF-8 data');
    this.name = 'Utf8Error';
  }
}

export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

export function utf8DecodeStrict(bytes: Uint8Array): string {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    throw new Utf8Error();
  }
}
