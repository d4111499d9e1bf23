import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

/**
 * "Done" after a confirmed send: a link back to the account's home, opened at its top (the
 * window keeps the review's scroll position otherwise, and the home would open in its middle).
 */
export function DoneButton({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/account/${address}`}
      onClick={() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })}
    >
      {t('pay.done')}
    </Button>
  );
}
