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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chanceFoundAfter,
  expectedAttempts,
  MAX_VANITY_LENGTH,
  parseVanityPattern,
  POSSIBLE_LAST_CHARACTERS,
  type VanityPattern,
  type VanityPosition,
} from '../../core/vanity/vanity-pattern';
import { searchVanity } from '../../infra/vanity/vanity-search';
import { notifyError } from '../../ui/notify';
import { formatDuration } from './format-duration';

interface Running {
  pattern: VanityPattern;
  tried: number;
  elapsedMs: number;
}

/** Turns "tried so far" reports into (tried, elapsed time since the search started). */
function timed(report: (tried: number, elapsedMs: number) => void): (tried: number) => void {
  const startedAt = performance.now();
  return (tried) => report(tried, performance.now() - startedAt);
}

/**
 * Pattern form and progress of the vanity search. The search runs on Web Workers; the match's
 * key goes straight to `onFound`, which takes ownership of it.
 */
export function VanitySearchForm({
  onFound,
}: {
  onFound: (secretKey: Uint8Array, tried: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [position, setPosition] = useState<VanityPosition>('start');
  const [attempted, setAttempted] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page stops the workers.
  useEffect(() => () => abortRef.current?.abort(), []);

  const check = parseVanityPattern(text, position);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const problem =
    check.ok || (!attempted && check.problem === 'empty')
      ? null
      : {
          empty: t('newAccount.vanity.problems.empty'),
          alphabet: t('newAccount.vanity.problems.alphabet'),
          'too-long': t('newAccount.vanity.problems.tooLong', { max: MAX_VANITY_LENGTH }),
          'impossible-end': t('newAccount.vanity.problems.impossibleEnd', {
            characters: POSSIBLE_LAST_CHARACTERS.split('').join(', '),
          }),
        }[check.problem];

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok || running) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setRunning({ pattern: check.pattern, tried: 0, elapsedMs: 0 });
    searchVanity(check.pattern, {
      signal: controller.signal,
      onProgress: timed((tried, elapsedMs) => setRunning((r) => r && { ...r, tried, elapsedMs })),
    }).then(
      (match) => {
        // Cancelled (or the page left) while the match was on its way: nobody will save it.
        if (controller.signal.aborted) {
          match.secretKey.fill(0);
          return;
        }
        abortRef.current = null;
        setRunning(null);
        onFound(match.secretKey, match.tried);
      },
      () => {
        abortRef.current = null;
        setRunning(null);
        if (!controller.signal.aborted) notifyError(t('newAccount.vanity.failed'));
      },
    );
  }

  const rate = running && running.elapsedMs > 0 ? (running.tried * 1000) / running.elapsedMs : 0;
  const expected = check.ok ? expectedAttempts(check.pattern) : null;

  return (
    <form onSubmit={start} noValidate aria-label={t('newAccount.vanity.title')}>
      <Stack gap="md">
        <TextInput
          label={t('newAccount.vanity.pattern')}
          description={t('newAccount.vanity.patternHint', { max: MAX_VANITY_LENGTH })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value.toUpperCase())}
          error={problem}
          maxLength={MAX_VANITY_LENGTH + 4}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={running !== null}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Stack gap={4}>
          <Input.Label labelElement="div" id="vanity-position-label">
            {t('newAccount.vanity.position')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="vanity-position-label"
            value={position}
            onChange={(v) => setPosition(v as VanityPosition)}
            disabled={running !== null}
            data={[
              { value: 'start', label: t('newAccount.vanity.start') },
              { value: 'end', label: t('newAccount.vanity.end') },
              { value: 'anywhere', label: t('newAccount.vanity.anywhere') },
            ]}
          />
        </Stack>
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
        <Group>
          {/* Distinct keys: cancelling re-renders before the click's default action runs, and
              a reused <button> would by then be the submit button and start a new search. */}
          {running ? (
            <Button key="cancel" variant="default" onClick={() => abortRef.current?.abort()}>
              {t('newAccount.vanity.cancel')}
            </Button>
          ) : (
            <Button key="search" type="submit">
              {t('newAccount.vanity.search')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
