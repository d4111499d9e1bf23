import { Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * The email account's own password. One sentence says what it is; why it must be a second
 * password (offline guessing, ARC-0076) is there for whoever asks, not in everyone's way.
 */
export function AccountPasswordField({
  inputRef,
  error,
  onChange,
  disabled,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | null;
  onChange: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [whyOpen, { toggle }] = useDisclosure(false);
  const whyId = useId();
  return (
    <Stack gap={4}>
      <PasswordInput
        ref={inputRef}
        label={t('newWallet.accountPassword')}
        description={t('newWallet.accountPasswordHint')}
        autoComplete="off"
        onChange={onChange}
        error={error}
        required
        disabled={disabled}
      />
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        w="fit-content"
        onClick={toggle}
        aria-expanded={whyOpen}
        aria-controls={whyId}
      >
        {t('newWallet.whySecondPassword')}
      </Anchor>
      {/* In the page while closed too, so the control always names an element it controls. */}
      <Text id={whyId} size="sm" c="dimmed" hidden={!whyOpen}>
        {t('newWallet.whySecondPasswordText')}
      </Text>
    </Stack>
  );
}
