import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { formatSetId } from '../../../core/backup/shamir-shares';
import { copySecret } from '../../../ui/copy-secret';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PhraseWords } from '../../../ui/PhraseWords';
import { clearQrCode, drawQrCode } from '../../../ui/QrCode';
import { shortAddress } from '../../../ui/review/review-rows';
import { ConfirmWordsFields } from '../ConfirmWordsFields';
import classes from './ShamirSheet.module.css';
import type { ShamirSplit } from './use-shamir-split';

const QR_SIZE = 320;

/**
 * One share at a time, as a printable sheet: its number, the set id, the account's name and
 * short address beside the words and the QR code (none of them in the words), then two of its
 * words typed back before the next share.
 */
export function ShamirShareView({
  split,
  account,
}: {
  split: ShamirSplit;
  account: PublicAccount;
}) {
  const { t } = useTranslation();
  const { holder, index } = split;
  const read = useCallback(() => holder.text(index), [holder, index]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wordRefs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];
  const [qrFailed, setQrFailed] = useState(false);
  const number = index + 1;
  const meta = { number, count: split.total, threshold: split.threshold };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let live = true;
    drawQrCode(canvas, read(), { size: QR_SIZE }).then(
      () => live && setQrFailed(false),
      () => live && setQrFailed(true),
    );
    return () => {
      live = false;
      clearQrCode(canvas);
    };
  }, [read]);

  async function copy() {
    try {
      await copySecret(read());
      notifySuccess(t('shamir.copied'));
    } catch {
      notifyError(t('shamir.copyFailed'));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = wordRefs.map((r) => r.current?.value ?? '') as [string, string];
    // The next share's inputs are new (keyed by share and position), so they start empty.
    split.confirm(typed);
  }

  return (
    <Stack>
      <Alert color="yellow" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        {t('shamir.warning', meta)}
      </Alert>
      <section className={classes.sheet} aria-label={t('shamir.shareTitle', meta)}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} size="lg">
            {t('shamir.shareTitle', meta)}
          </Text>
          <Badge variant="outline" color="gray" size="lg" data-testid="shamir-set-id">
            {t('shamir.set', { id: formatSetId(split.setId) })}
          </Badge>
        </Group>
        <Text size="sm">{t('shamir.needs', meta)}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('shamir.account', { name: account.name, address: shortAddress(account.addr) })}
        </Text>
        <PhraseWords
          read={read}
          count={26}
          visible
          label={t('shamir.words', meta)}
          hiddenLabel={t('shamir.words', meta)}
          testId="shamir-share-words"
          cols={{ base: 2, xs: 3 }}
          version={String(index)}
        />
        {qrFailed ? (
          <Alert color="red" role="alert">
            {t('newAccount.basic.qrFailed')}
          </Alert>
        ) : (
          <canvas ref={canvasRef} role="img" aria-label={t('shamir.qrAlt', meta)} />
        )}
      </section>
      <Group gap="xs" className={classes.noPrint}>
        <Button variant="default" onClick={() => window.print()}>
          {t('shamir.print')}
        </Button>
        <Button variant="default" onClick={() => void copy()}>
          {t('shamir.copy')}
        </Button>
      </Group>
      <form onSubmit={submit} className={classes.noPrint}>
        <Stack gap="sm">
          <Text size="sm">{t('shamir.confirmIntro')}</Text>
          <ConfirmWordsFields
            positions={split.positions}
            wrong={split.wrong}
            refs={wordRefs}
            label={(position) => t('shamir.wordN', { position })}
            error={(position) => t('shamir.wrongWord', { position, number })}
            idPrefix={String(index)}
          />
          <Group justify="flex-end">
            <Button type="submit">
              {number < split.total ? t('shamir.next') : t('shamir.finish')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
