import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/react';
import { describeError } from '../../../ui/errors';
import { ConfirmBulkModal } from './ConfirmBulkModal';
import { LineLog, type LineLogHandle } from './LineLog';
import type { BulkTool } from './use-bulk-tool';

// The bottom of every bulk tool: send button, confirmation, errors, counter and results.

export function BulkFooter({
  tool,
  log,
  disabled,
  onSend,
}: {
  tool: BulkTool;
  log: RefObject<LineLogHandle | null>;
  disabled: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group>
        <Button onClick={onSend} disabled={disabled || tool.busy} loading={tool.busy}>
          {t('voting.gov.send')}
        </Button>
      </Group>
      <ConfirmBulkModal
        opened={tool.confirmText !== null}
        text={tool.confirmText ?? ''}
        onConfirm={tool.confirm}
        onCancel={tool.cancel}
      />
      {tool.checkFailed && (
        <Alert color="red" role="alert">
          {t('voting.gov.nothingSent')}
        </Alert>
      )}
      {tool.error !== null && (
        <Alert color="red" role="alert">
          {describeError(tool.error, t)}
        </Alert>
      )}
      {tool.progress && (
        <Text role="status" data-testid="bulk-counter">
          {t('voting.gov.counter', { done: tool.progress.done, total: tool.progress.total })}
        </Text>
      )}
      <LineLog ref={log} label={t('voting.gov.results')} />
    </Stack>
  );
}
