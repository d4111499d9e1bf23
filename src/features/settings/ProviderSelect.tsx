import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { EnvironmentId } from '../../core/networks/environments';
import { useProviderSelect, type ServerKey } from './use-provider-select';

/** Keys that only move focus past the picker or are held with another key. */
const PASSING_KEYS = new Set(['Tab', 'Shift', 'Escape', 'Control', 'Alt', 'Meta']);

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
  const { providers, open, choose } = useProviderSelect(env, kind, current, fallback);
  if (providers.length === 0) return null;

  return (
    <NativeSelect
      label={t(`settings.${kind}Host`)}
      value={current}
      data={providers.map((p) => ({
        value: p.host,
        label: p.providerName === p.host ? p.host : `${p.providerName} (${p.host})`,
      }))}
      // A pointer or a key opens (or steps through) a native select; tabbing past does not.
      onPointerDown={open}
      onKeyDown={(event) => {
        if (!PASSING_KEYS.has(event.key)) open();
      }}
      onChange={(event) => choose(event.currentTarget.value)}
    />
  );
}
