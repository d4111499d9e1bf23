import { useId, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { anchorProps, stack, STACK, text, TEXT } from '../../ui/light/controls';
import { PasswordField } from '../../ui/light/password-field';

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
  const [whyOpen, setWhyOpen] = useState(false);
  const whyId = useId();
  return (
    <div className={STACK} style={stack('calc(0.25rem * var(--mantine-scale))')}>
      <PasswordField
        ref={inputRef}
        label={t('newWallet.accountPassword')}
        description={t('newWallet.accountPasswordHint')}
        autoComplete="off"
        onChange={onChange}
        error={error}
        required
        disabled={disabled}
      />
      <button
        {...anchorProps}
        style={text('sm', { textAlign: 'left', width: 'fit-content' })}
        type="button"
        onClick={() => setWhyOpen((open) => !open)}
        aria-expanded={whyOpen}
        aria-controls={whyId}
      >
        {t('newWallet.whySecondPassword')}
      </button>
      {/* In the page while closed too, so the control always names an element it controls. */}
      <p
        id={whyId}
        className={TEXT}
        data-size="sm"
        style={text('sm', { color: 'var(--mantine-color-dimmed)' })}
        hidden={!whyOpen}
      >
        {t('newWallet.whySecondPasswordText')}
      </p>
    </div>
  );
}
