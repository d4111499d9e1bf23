import '@mantine/core/styles/Code.layer.css';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import type { AuthenticatorSetup } from '../../core/two-factor/provider-responses';
import { copySecret } from '../../ui/copy-secret';

/** Groups of four, as authenticator apps print keys; spaces are ignored when typed in. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Shows the TOTP secret (QR image and manual key) without it ever entering React state: the
 * values are written into the DOM from a ref and removed again on unmount. `revision` changes
 * whenever the ref holds a new secret.
 */
export function TwoFactorSecret({
  secretRef,
  revision,
}: {
  secretRef: RefObject<AuthenticatorSetup | null>;
  revision: number;
}) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const keyRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  useLayoutEffect(() => {
    const image = imageRef.current;
    const key = keyRef.current;
    const secret = secretRef.current;
    if (!image || !key || !secret) return;
    image.src = secret.qrCodeSetupImageUrl;
    key.textContent = grouped(secret.manualEntryKey);
    return () => {
      image.removeAttribute('src');
      key.textContent = '';
    };
  }, [secretRef, revision]);

  async function copyKey() {
    const secret = secretRef.current;
    if (!secret) return;
    try {
      // Taken off the clipboard again after 30 s if it is still there.
      await copySecret(secret.manualEntryKey);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // Clipboard refused (permissions): the key is on screen to type in by hand.
    }
  }

  return (
    <Stack gap="sm" align="flex-start">
      <img
        ref={imageRef}
        alt={t('twoFactor.qrAlt')}
        width={220}
        height={220}
        style={{ background: '#fff', padding: 8, border: '1px solid var(--mantine-color-gray-4)' }}
      />
      <Stack gap={4} w="100%">
        <Text size="sm" fw={600} id="two-factor-manual-key">
          {t('twoFactor.manualKey')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Code
            ref={keyRef}
            aria-labelledby="two-factor-manual-key"
            fz="md"
            // Wraps between the groups of four, never inside one.
            style={{ overflowWrap: 'anywhere', userSelect: 'all' }}
          />
          <Button variant="subtle" color="dark" size="compact-sm" onClick={() => void copyKey()}>
            {copied ? t('twoFactor.keyCopied') : t('twoFactor.copyKey')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
