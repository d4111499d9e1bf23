import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/react';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
