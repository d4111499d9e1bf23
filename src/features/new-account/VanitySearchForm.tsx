import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Button,
  Group,
  Input,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import {
  chanceFoundAfter,
  MAX_VANITY_LENGTH,
  type VanityPosition,
} from '../../core/vanity/vanity-pattern';
import { formatDuration } from './format-duration';
import { useVanitySearch, type VanitySearch } from './use-vanity-search';
import { ModeForm } from './ModeForm';

/**
 * Pattern form and progress of the vanity search. The match's key goes straight to `onFound`,
 * which takes ownership of it.
 */
export function VanitySearchForm({
  onFound,
}: {
  onFound: (secretKey: Uint8Array, tried: number) => void;
}) {
  const { t } = useTranslation();
  const search = useVanitySearch(onFound);
  const busy = search.running !== null;
  return (
    <ModeForm label={t('newAccount.vanity.title')} onSubmit={search.start}>
      <TextInput
        label={t('newAccount.vanity.pattern')}
        description={t('newAccount.vanity.patternHint', { max: MAX_VANITY_LENGTH })}
        value={search.text}
        onChange={(e) => search.setText(e.currentTarget.value.toUpperCase())}
        error={search.problem}
        maxLength={MAX_VANITY_LENGTH + 4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={busy}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Stack gap={4}>
        <Input.Label labelElement="div" id="vanity-position-label">
          {t('newAccount.vanity.position')}
        </Input.Label>
        <SegmentedControl
          aria-labelledby="vanity-position-label"
          value={search.position}
          onChange={(v) => search.setPosition(v as VanityPosition)}
          disabled={busy}
          data={[
            { value: 'start', label: t('newAccount.vanity.start') },
            { value: 'end', label: t('newAccount.vanity.end') },
            { value: 'anywhere', label: t('newAccount.vanity.anywhere') },
          ]}
        />
      </Stack>
      <VanityProgress search={search} />
      <Group>
        {/* Distinct keys: cancelling re-renders before the click's default action runs, and
              a reused <button> would by then be the submit button and start a new search. */}
        {busy ? (
          <Button key="cancel" variant="default" onClick={search.cancel}>
            {t('newAccount.vanity.cancel')}
          </Button>
        ) : (
          <Button key="search" type="submit">
            {t('newAccount.vanity.search')}
          </Button>
        )}
      </Group>
    </ModeForm>
  );
}

/** The expected number of tries (and time, once the rate is known) and the running search. */
function VanityProgress({ search }: { search: VanitySearch }) {
  const { t, i18n } = useTranslation();
  const { expected, rate, running } = search;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (
    <>
      {expected !== null && (
        <Text size="sm" data-testid="vanity-expected">
          {t('newAccount.vanity.expected', { tries: number.format(expected) })}
          {rate > 0 &&
            ` ${t('newAccount.vanity.expectedTime', {
              duration: formatDuration(expected / rate, i18n.language),
            })}`}
        </Text>
      )}
      {running && (
        <Stack gap={4} role="status">
          <Progress
            value={chanceFoundAfter(running.tried, running.pattern) * 100}
            animated
            aria-label={t('newAccount.vanity.chance')}
          />
          <Text size="sm">
            {t('newAccount.vanity.progress', {
              tried: number.format(running.tried),
              rate: number.format(rate),
            })}
          </Text>
        </Stack>
      )}
    </>
  );
}
