import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { prepareUnlock } from '../../infra/session/session';
import { Alert, Button, Heading, stack, STACK, text, TEXT } from '../../ui/light/controls';
import { SelectField, TextField } from '../../ui/light/fields';
import { PasswordField } from '../../ui/light/password-field';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { AccountPasswordField } from './AccountPasswordField';
import { DerivingStatus } from './DerivingStatus';
import { FIRST_ACCOUNT_CHOICES, isFirstAccountChoice } from './first-account';
import { PasskeyOffer, PasskeyStart } from './PasskeyStart';
import { usePasskeySupport } from './use-passkey-start';
import { useNewWalletForm } from './use-new-wallet-form';

export { accountPasswordProblem, MIN_EMAIL_PASSWORD_LENGTH } from './use-new-wallet-form';

const BUTTON_KEYS = {
  email: 'newWallet.create',
  phrase: 'newWallet.createAndContinue',
  import: 'newWallet.createAndContinue',
  none: 'newWallet.createEmpty',
} as const;

export function NewWalletForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const accountPasswordRef = useRef<HTMLInputElement>(null);
  const form = useNewWalletForm(passwordRef, accountPasswordRef);
  const { busy, withEmail } = form;
  // The email account asks for the email first (spec 000 section 2); the others need no email.
  const showPasswords = !withEmail || form.emailValid;
  const passkeys = usePasskeySupport();
  const [withPasskey, setWithPasskey] = useState(false);
  if (withPasskey) return <PasskeyStart onPassword={() => setWithPasskey(false)} />;

  return (
    <form onSubmit={form.submit} aria-label={t('newWallet.title')} noValidate>
      <div className={STACK} style={stack()}>
        <Heading>{t('newWallet.title')}</Heading>
        <p
          className={TEXT}
          data-size="sm"
          style={text('sm', { color: 'var(--mantine-color-dimmed)' })}
        >
          {t(passkeys ? 'newWallet.introPasskey' : 'newWallet.intro')}
        </p>
        {passkeys && <PasskeyOffer onChoose={() => setWithPasskey(true)} disabled={busy} />}
        <SelectField
          label={t('newWallet.firstAccount.label')}
          description={t(`newWallet.firstAccount.${form.choice}Hint`)}
          data={FIRST_ACCOUNT_CHOICES.map((value) => ({
            value,
            label: t(`newWallet.firstAccount.${value}`),
          }))}
          value={form.choice}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isFirstAccountChoice(value)) form.chooseFirstAccount(value);
          }}
          disabled={busy}
        />
        {withEmail && (
          <TextField
            label={t('newWallet.email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => form.setEmail(e.currentTarget.value)}
            onBlur={form.touchEmail}
            error={form.emailError}
            required
            autoFocus
            disabled={busy}
          />
        )}
        {showPasswords && (
          <>
            <PasswordField
              ref={passwordRef}
              label={t('newWallet.password')}
              description={t('newWallet.passwordHint')}
              autoComplete="new-password"
              onChange={(e) => form.onPasswordInput(e.currentTarget.value)}
              onFocus={() => prepareUnlock()}
              required
              disabled={busy}
            />
            <PasswordStrengthMeter strength={form.strength} />
          </>
        )}
        {withEmail && form.emailValid && (
          <AccountPasswordField
            inputRef={accountPasswordRef}
            error={form.accountPasswordError}
            onChange={form.clearAccountPasswordError}
            disabled={busy}
          />
        )}
        <TextField
          label={t('newWallet.walletName')}
          value={form.walletName}
          onChange={(e) => form.setWalletName(e.currentTarget.value)}
          error={form.nameError}
          required
          disabled={busy}
        />
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        {form.deriving && <DerivingStatus elapsedMs={form.elapsedMs} />}
        {showPasswords && form.passwordLength > 0 && (
          <Button type="submit" loading={busy}>
            {t(BUTTON_KEYS[form.choice])}
          </Button>
        )}
        {onCancel && (
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
