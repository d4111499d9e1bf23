import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router';

// No blank pages (issue 11): a page that throws while rendering is replaced by a message with a
// way back, inside the app frame, so the wallet stays open and nothing held outside the page
// (session, stores) is lost.

export interface PageErrorProps {
  /** Whether a wallet is open: the texts then say so and lead back to the accounts. */
  walletOpen: boolean;
  /** Renders the page again. */
  onRetry: () => void;
}

/** The message shown in place of a page that failed. */
export function PageError({ walletOpen, onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" role="alert" data-testid="page-error">
        <Title order={1}>{t('pageError.title')}</Title>
        <Text>{walletOpen ? t('pageError.textOpen') : t('pageError.text')}</Text>
        <Group justify="center">
          <Button variant="default" onClick={onRetry}>
            {t('pageError.retry')}
          </Button>
          <Button component={Link} to="/">
            {walletOpen ? t('pageError.back') : t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export interface RouteErrorBoundaryProps {
  /** A new value (the location's key) clears the error: navigating anywhere leaves it behind. */
  resetKey: unknown;
  walletOpen: boolean;
  children: ReactNode;
  /** Told about each error caught, for tests or diagnostics. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/** Catches what the page inside throws while rendering and shows PageError instead. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): State | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <PageError walletOpen={this.props.walletOpen} onRetry={this.retry} />;
  }
}
