import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';
import type { Arc200AssetsState } from './use-arc200-assets';

/** The deployment's tokens for this network not yet added, one tap each. */
export function SuggestedTokens({ state }: { state: Arc200AssetsState }) {
  const { t } = useTranslation();
  if (state.suggested.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('arc200.suggested')}
      </Text>
      <Group gap="xs">
        {state.suggested.map(({ appId, name }) => {
          const id = appId.toString();
          return (
            <Button
              key={id}
              variant="light"
              size="xs"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              onClick={() => state.add.mutate(id)}
            >
              {/* The deployment's label, as outside text: the row shows the app's own name. */}
              {name ? (
                <OutsideSentence
                  template={t('arc200.suggestedToken', { name: OUTSIDE_SLOT, id })}
                  text={name}
                />
              ) : (
                t('arc200.suggestedUnnamed', { id })
              )}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
