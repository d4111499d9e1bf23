import { Alert, Anchor, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { GatewayOutputs } from '../../core/gateway/builder';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { TitledPanel } from '../../ui/TitledPanel';
import type { GatewayBuilder } from './use-gateway-builder';

const OUTPUTS = [
  'paymentInfo',
  'paymentInfoB64',
  'callbackConfig',
  'callbackConfigB64',
  'tryLink',
  'htmlButton',
] as const satisfies readonly (keyof GatewayOutputs)[];

const monospace = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere' },
} as const;

/** The builder's outputs, each with a copy button; only for a valid input. */
export function BuilderOutputs({ builder }: { builder: GatewayBuilder }) {
  const { t } = useTranslation();
  const { view } = builder;
  return (
    <TitledPanel id="gateway-outputs" title={t('gateway.builder.outputsTitle')}>
      {view.kind === 'outputs' && <OutputList outputs={view.outputs} />}
      {view.kind === 'loading-asset' && (
        <Text role="status">{t('gateway.builder.loadingAsset')}</Text>
      )}
      {view.kind === 'problems' && (
        <Alert color="yellow" role="status">
          {view.required ? t('gateway.builder.problems.required') : t('gateway.builder.fixErrors')}
        </Alert>
      )}
    </TitledPanel>
  );
}

function OutputList({ outputs }: { outputs: GatewayOutputs }) {
  const { t } = useTranslation();
  return (
    <>
      {OUTPUTS.map((key) => (
        <Stack gap={6} key={key}>
          <Textarea
            label={t(`gateway.builder.outputs.${key}`)}
            value={outputs[key]}
            readOnly
            autosize
            minRows={1}
            maxRows={8}
            styles={monospace}
          />
          <CopyValueButton
            value={outputs[key]}
            label={t('gateway.builder.copy')}
            ariaLabel={t('gateway.builder.copyOf', { what: t(`gateway.builder.outputs.${key}`) })}
          />
        </Stack>
      ))}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('gateway.builder.tryTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('gateway.builder.tryHint')}
        </Text>
        <Anchor
          href={outputs.tryLink}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          w="fit-content"
        >
          {t('gateway.builder.tryLink')}
        </Anchor>
      </Stack>
    </>
  );
}
