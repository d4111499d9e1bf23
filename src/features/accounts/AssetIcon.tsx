import { Center } from '@mantine/core';
import { useState } from 'react';

const SIZE = 36;

/**
 * A round mark before an asset's name: its picture when one is allowed (AsaIcon decides which),
 * else the network's coin in the wallet's colour, any other asset its unit's first letters. A
 * picture is an <img> only (an SVG never runs as a document), sized, loaded lazily, sent with
 * no referrer; one that fails to load gives way to the letters.
 */
export function AssetIcon({
  unit,
  coin,
  image,
}: {
  unit: string;
  coin: boolean;
  image?: string | null;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image)
    return (
      <img
        src={image}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(image)}
        style={{ flexShrink: 0, borderRadius: '50%', objectFit: 'cover', display: 'block' }}
      />
    );
  const letters =
    Array.from(unit.replace(/[^\p{L}\p{N}]/gu, ''))
      .slice(0, 2)
      .join('') || '?';
  return (
    <Center
      aria-hidden
      w={SIZE}
      h={SIZE}
      fz={coin ? 18 : 13}
      fw={700}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        background: coin ? 'var(--mantine-color-cyan-9)' : 'var(--mantine-color-default-hover)',
        color: coin ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {coin ? letters.slice(0, 1).toUpperCase() : letters.toUpperCase()}
    </Center>
  );
}
