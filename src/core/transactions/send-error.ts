// A group that was signed but not confirmed, for flows that run to the end without a review
// (going online or offline). The fate says whether it was refused or may still be on its way.

export type UnconfirmedFate =
  | { kind: 'refused'; message: string }
  | { kind: 'unknown'; txid: string }
  | { kind: 'expired'; txid: string }
  | { kind: 'unauthorized' };

export class NotConfirmedError extends Error {
  constructor(readonly fate: UnconfirmedFate) {
    super(
      fate.kind === 'refused'
        ? fate.message
        : 'Payment has probably not reached the network. Are you offline? Please check you account',
    );
    this.name = 'NotConfirmedError';
  }
}
