import { useTranslation } from '../../i18n/react';
import { Alert, Button, Heading, stack, STACK, text, TEXT } from '../../ui/light/controls';
import { TextField } from '../../ui/light/fields';
import { usePasskeyStart } from './use-passkey-start';

/** The new-wallet form's first offer where the browser can unlock with a passkey. */
export function PasskeyOffer({ onChoose, disabled }: { onChoose: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={STACK} style={stack('var(--mantine-spacing-xs)')}>
      <Button onClick={onChoose} disabled={disabled}>
        {t('passkey.use')}
      </Button>
      <p className={TEXT} data-size="sm" style={text('sm', { textAlign: 'center' })}>
        {t('passkey.orPassword')}
      </p>
    </div>
  );
}

/** A new wallet opened with a passkey: its name, then one prompt. */
export function PasskeyStart({ onPassword }: { onPassword: () => void }) {
  const { t } = useTranslation();
  const start = usePasskeyStart();
  return (
    <form onSubmit={start.submit} aria-label={t('passkey.startTitle')} noValidate>
      <div className={STACK} style={stack()}>
        <Heading>{t('passkey.startTitle')}</Heading>
        <p className={TEXT} data-size="sm" style={text('sm')}>
          {t('passkey.startIntro')}
        </p>
        <TextField
          label={t('newWallet.walletName')}
          value={start.walletName}
          onChange={(e) => start.setWalletName(e.currentTarget.value)}
          error={start.nameError}
          required
          disabled={start.busy}
        />
        <p
          className={TEXT}
          data-size="sm"
          style={text('sm', { color: 'var(--mantine-color-dimmed)' })}
        >
          {t('passkey.basicAccountWhy')}
        </p>
        {start.error && (
          <Alert color="red" role="alert">
            {start.error}
          </Alert>
        )}
        <Button type="submit" loading={start.busy}>
          {t('passkey.create')}
        </Button>
        <Button variant="subtle" onClick={onPassword} disabled={start.busy}>
          {t('passkey.usePassword')}
        </Button>
      </div>
    </form>
  );
}
