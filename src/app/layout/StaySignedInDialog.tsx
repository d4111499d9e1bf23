import '@mantine/core/styles/Affix.layer.css';
import { Affix, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { hasUnsavedWork, unsavedWorkStore } from '../../infra/session/unsaved-work';

/**
 * The last minute of a session: says when the wallet locks and what would be lost, and offers
 * to stay signed in or log out now. Not modal, so the footer timer stays usable and any other
 * click or key in the wallet (activity) also keeps the session; focus moves to "Stay signed in"
 * so one key press answers it.
 */
export function StaySignedInDialog({
  time,
  onStay,
  onLogout,
}: {
  time: string;
  onStay: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const phraseId = useId();
  // The Affix portal mounts its content after this component's effects: focus the button when
  // it is attached.
  const focusOnMount = useCallback((node: HTMLButtonElement | null) => node?.focus(), []);
  const phraseUnsaved = useStore(unsavedWorkStore, (s) => hasUnsavedWork('recovery-phrase', s));

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // Closed by its own buttons: focus went away with it, so give it back. A click elsewhere
      // already put focus where the user wants it.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <Affix position={{ bottom: 60, right: 16 }} zIndex={400}>
      <Paper
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={phraseUnsaved ? `${textId} ${phraseId}` : textId}
        data-testid="stay-signed-in"
        // use-activity leaves presses in here to the buttons.
        data-session-warning
        withBorder
        shadow="lg"
        p="md"
        radius="md"
        w="min(26rem, calc(100vw - 2rem))"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onStay();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('session.warning.title')}
          </Title>
          <Text size="sm" id={textId}>
            {t('session.warning.text', { time })}
          </Text>
          {phraseUnsaved && (
            <Text size="sm" fw={700} c="red.9" id={phraseId}>
              {t('session.warning.unsavedPhrase')}
            </Text>
          )}
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onLogout}>
              {t('session.warning.logout')}
            </Button>
            <Button ref={focusOnMount} onClick={onStay}>
              {t('session.warning.stay')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
