import { Center } from '@mantine/core';

/**
 * A round mark before an asset's name: the network's coin in the wallet's colour, any other
 * asset its unit's first letters (no asset list with pictures is known to the wallet yet).
 */
export function AssetIcon({ unit, coin }: { unit: string; coin: boolean }) {
  const letters =
    Array.from(unit.replace(/[^\p{L}\p{N}]/gu, ''))
      .slice(0, 2)
      .join('') || '?';
  return (
    <Center
      aria-hidden
      w={36}
      h={36}
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
