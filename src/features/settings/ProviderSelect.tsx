import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { EnvironmentId } from '../../core/networks/environments';
import { useProviderSelect, type ServerKey } from './use-provider-select';

/** A public provider for one server kind of a listed environment. */
export function ProviderSelect({
  env,
  kind,
  current,
  fallback,
}: {
  env: EnvironmentId;
  kind: ServerKey;
  current: string;
  fallback: string;
}) {
  const { t } = useTranslation();
  const { providers, choose } = useProviderSelect(env, kind, current, fallback);
  if (providers.length === 0) return null;

  return (
    <NativeSelect
      label={t(`settings.${kind}Host`)}
      value={current}
      data={providers.map((p) => ({
        value: p.host,
        label: p.providerName === p.host ? p.host : `${p.providerName} (${p.host})`,
      }))}
      onChange={(event) => choose(event.currentTarget.value)}
    />
  );
}
