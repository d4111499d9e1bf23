// The logo drawn inline (the same shapes as public/logo.svg, the favicon): an <img> would be
// one more request while the first page loads, and the load event would wait for it.
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b7285" />
      <path d="M18 48 L30 16 h6 l10 32 h-7 l-7-23 -8 23z" fill="#fff" />
      <circle cx="45" cy="20" r="4" fill="#ffd43b" />
    </svg>
  );
}
