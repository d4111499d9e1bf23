import { z } from 'zod';

// What the WalletConnect Verify service said about where a proposal or request came from, as
// the SDK hands it over (`verifyContext.verified`). It arrives with the dapp's message, so it is
// checked like any other untrusted input: anything malformed counts as not verified.

export type Validation = 'VALID' | 'INVALID' | 'UNKNOWN';

export interface Verified {
  /** The origin the service saw (for UNKNOWN: only the dapp's own claim). */
  origin: string;
  /** VALID: the origin matches the dapp's claimed URL; INVALID: it differs; UNKNOWN: no answer. */
  validation: Validation;
  /** The service knows the origin as a scam. */
  isScam: boolean;
}

const verifyContextSchema = z.object({
  verified: z.object({
    origin: z.string().max(2048).catch(''),
    validation: z.enum(['VALID', 'INVALID', 'UNKNOWN']).catch('UNKNOWN'),
    isScam: z.boolean().nullish(),
  }),
});

/** The SDK's `verifyContext`, or undefined when there is none (or it is malformed). */
export function parseVerifyContext(context: unknown): Verified | undefined {
  const parsed = verifyContextSchema.safeParse(context);
  if (!parsed.success) return undefined;
  const { origin, validation, isScam } = parsed.data.verified;
  // VALID without an origin to show is not a verification.
  return {
    origin,
    validation: validation !== 'UNKNOWN' && !origin ? 'UNKNOWN' : validation,
    isScam: isScam === true,
  };
}
