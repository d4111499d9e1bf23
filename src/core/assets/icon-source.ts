// Where an asset's icon comes from (issue 41 item 3), in order: the picture its own ARC-3,
// ARC-19 or ARC-69 metadata names, then the verified list's logo, then its letters. A picture
// is loaded only from an origin the deployment configured (the IPFS gateway, the list's host):
// any other host would learn who looks at which asset.

export type IconSource = { kind: 'image'; url: string } | { kind: 'letters' };

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` is on one of the configured origins (empty entries configure nothing). */
export function isAllowedImage(url: string, configured: readonly string[]): boolean {
  const origin = originOf(url);
  if (!origin || new URL(url).username) return false;
  return configured.some((c) => c !== '' && originOf(c) === origin);
}

export function assetIconSource(input: {
  metadataImage: string | null | undefined;
  listLogo: string | null | undefined;
  /** The IPFS gateway and the verified list's URL, as configured ('' when unset). */
  configured: readonly string[];
}): IconSource {
  for (const url of [input.metadataImage, input.listLogo]) {
    if (url && isAllowedImage(url, input.configured)) return { kind: 'image', url };
  }
  return { kind: 'letters' };
}
