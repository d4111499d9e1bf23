import { Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { describeError } from '../../ui/errors';
import { useBalanceChart } from './use-balance-chart';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { useCoinFormat } from './use-coin-format';
import { HEIGHT, highest, stepPaths, WIDTH } from './balance-chart-path';

// The balance chart (issue 41): a plain SVG, no chart library, loaded only when Details opens.
// The picture is hidden from screen readers; a visually hidden table carries the same points.

export function BalanceChart({
  address,
  data,
}: {
  address: string;
  data: IndexerAccount | undefined;
}) {
  const { t, i18n } = useTranslation();
  const format = useCoinFormat();
  const hidden = useBalancesHidden();
  // The line's shape stays: without a scale it says nothing of the amounts.
  const coin: typeof format = (...args) => (hidden ? HIDDEN_AMOUNT : format(...args));
  const titleId = useId();
  const { query, history, since, now } = useBalanceChart(address, data);
  const date = (seconds: number) =>
    new Date(seconds * 1000).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const dateTime = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  const title = (
    <Title order={2} size="h5" id={titleId}>
      {t('overview.chart.title')}
    </Title>
  );
  if (query.isError) {
    return (
      <Stack gap="xs">
        {title}
        <Text size="sm" c="red">
          {describeError(query.error, t)}
        </Text>
      </Stack>
    );
  }
  if (!history || since === undefined || now === undefined) {
    return (
      <Stack gap="xs">
        {title}
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Stack>
    );
  }
  const { points } = history;
  const { line, area } = stepPaths(points, since, now);
  return (
    <Stack gap="xs" component="figure" m={0} aria-labelledby={titleId} data-testid="balance-chart">
      {title}
      {points.length === 0 ? (
        <Text size="sm">{t('overview.chart.unavailable')}</Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" aria-hidden="true">
            {t('overview.chart.highest', { amount: coin(highest(points)) })}
          </Text>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height="160"
            aria-hidden="true"
            focusable="false"
            data-points={points.length}
            style={{ display: 'block' }}
          >
            <path d={area} fill="var(--mantine-primary-color-light)" stroke="none" />
            <path
              d={line}
              fill="none"
              stroke="var(--mantine-primary-color-filled)"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
            <line
              x1={0}
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              stroke="var(--mantine-color-default-border)"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <Group justify="space-between" gap="xs" aria-hidden="true">
            <Text size="xs" c="dimmed">
              {date(points[0]?.time ?? since)}
            </Text>
            <Text size="xs" c="dimmed">
              {date(now)}
            </Text>
          </Group>
          {!history.complete && (
            <Text size="xs" c="dimmed">
              {t('overview.chart.partial', { date: date(points[0]?.time ?? since) })}
            </Text>
          )}
          <VisuallyHidden>
            <table>
              <caption>{t('overview.chart.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.chart.date')}</th>
                  <th scope="col">{t('overview.chart.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => (
                  <tr key={`${p.time.toString()}-${i.toString()}`}>
                    <td>{dateTime(p.time)}</td>
                    <td>{coin(p.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
