import { NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ENVIRONMENT_IDS } from '../../core/networks/environments';
import { PausedSessions } from '../../ui/walletconnect/PausedSessions';
import { CustomServersForm } from './CustomServersForm';
import { IpfsGatewayForm } from './IpfsGatewayForm';
import { ParticipationHostForm } from './ParticipationHostForm';
import { ProviderSelect } from './ProviderSelect';
import { useNetworkSection } from './use-network-section';
import { usePausedSessions } from './use-paused-sessions';
import type { ServerKey } from './use-provider-select';

// The participation host of a listed environment is typed (ParticipationHostForm), not picked.
const PROVIDER_KEYS: ServerKey[] = ['algod', 'indexer'];

export function NetworkSection() {
  const { t } = useTranslation();
  const { env, servers, deployment, participationFallback, chooseEnvironment } =
    useNetworkSection();
  const paused = usePausedSessions(env);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-network">
      <Stack>
        <Title order={2} size="h3" id="settings-network">
          {t('settings.environmentSection')}
        </Title>
        <NativeSelect
          label={t('settings.environment')}
          data={ENVIRONMENT_IDS.map((id) => ({ value: id, label: t(`env.${id}`) }))}
          value={env}
          onChange={(event) => chooseEnvironment(event.currentTarget.value)}
        />
        <PausedSessions sessions={paused} />
        {env === 'custom' ? (
          <CustomServersForm key={JSON.stringify(servers)} initial={servers} />
        ) : (
          <>
            {PROVIDER_KEYS.map((kind) => (
              <ProviderSelect
                key={`${env}-${kind}`}
                env={env}
                kind={kind}
                current={servers[kind].host}
                fallback={deployment[kind].host}
              />
            ))}
            <ParticipationHostForm key={env} env={env} fallback={participationFallback} />
          </>
        )}
        <IpfsGatewayForm />
      </Stack>
    </Paper>
  );
}
