// Logos drawn here, shipped with the app: the merchant page never loads a picture from
// another host (spec 001 section 2: asset 312769 shows a Tether logo, the base coin its own).

/** Tether's asset on mainnet (USDt). */
export const TETHER_ASSET_ID = 312769n;

const SIZE = 40;

/** A green disc with a white "T": the usual Tether mark, drawn from scratch. */
export function TetherLogo({ label }: { label: string }) {
  return (
    <svg width={SIZE} height={SIZE} viewBox="0 0 40 40" role="img" aria-label={label}>
      <circle cx="20" cy="20" r="20" fill="#26a17b" />
      <rect x="9" y="10" width="22" height="5" rx="1" fill="#fff" />
      <rect x="17.5" y="10" width="5" height="21" rx="1" fill="#fff" />
      <ellipse cx="20" cy="19.5" rx="10" ry="2.6" fill="none" stroke="#fff" strokeWidth="1.6" />
    </svg>
  );
}

/** A plain coin: a gold disc with a ring and a stylised "A" (the base coin of the network). */
export function CoinLogo({ label }: { label: string }) {
  return (
    <svg width={SIZE} height={SIZE} viewBox="0 0 40 40" role="img" aria-label={label}>
      <circle cx="20" cy="20" r="20" fill="#1f2933" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="#f5c542" strokeWidth="2" />
      <path
        d="M13 28 L20 11 L27 28 M16 22 H24"
        fill="none"
        stroke="#f5c542"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
