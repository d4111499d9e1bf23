import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { parseTokenId, voteTokenButtons } from '../../core/voting/tokens';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import type { VoteContext } from './use-vote-context';

/** The voting token: one of the network's known tokens, or any asset id typed in. */
export function TokenButtons({ context }: { context: VoteContext }) {
  const { t } = useTranslation();
  const buttons = voteTokenButtons(context.network);
  const known = buttons.some((b) => b.id === context.token);
  const [custom, setCustom] = useState(known ? '' : context.token.toString());
  const [customOpen, setCustomOpen] = useState(!known);
  const customId = parseTokenId(custom);
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('voting.token')}>
        {buttons.map((button) => (
          <Button
            key={button.id.toString()}
            size="compact-sm"
            variant={!customOpen && button.id === context.token ? 'filled' : 'default'}
            aria-pressed={!customOpen && button.id === context.token}
            onClick={() => {
              setCustomOpen(false);
              context.setToken(button.id);
            }}
          >
            {button.label ?? currentTokenSymbol()}
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant={customOpen ? 'filled' : 'default'}
          aria-pressed={customOpen}
          onClick={() => setCustomOpen(true)}
        >
          {t('voting.customToken')}
        </Button>
      </Group>
      {customOpen && (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('voting.customTokenId')}
            value={custom}
            inputMode="numeric"
            onChange={(e) => setCustom(e.currentTarget.value)}
            error={custom !== '' && customId === null ? t('voting.customTokenInvalid') : undefined}
          />
          <Button
            variant="default"
            disabled={customId === null || customId === context.token}
            onClick={() => customId !== null && context.setToken(customId)}
          >
            {t('voting.useToken')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
