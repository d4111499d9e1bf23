import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { DistributeTool } from './DistributeTool';
import { GenerateTool } from './GenerateTool';
import { OptInTool } from './OptInTool';
import { PayTool } from './PayTool';

// /vote/governance/:id: the governance tools (spec 001 section 2). Each tool is its own
// component, so leaving one for another drops everything it held.

export function GovernancePage() {
  const { id } = useParams();
  switch (id) {
    case 'gen':
      return <GenerateTool />;
    case 'distribute':
      return <DistributeTool />;
    case 'optin':
      return <OptInTool />;
    case 'pay':
      return <PayTool />;
    case 'merge':
      return <MergeTool />;
    default:
      return <NotFoundPage />;
  }
}

/** Merge accounts: the spec's empty placeholder. */
function MergeTool() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('voting.gov.merge.title')}</Title>
      <Text>{t('voting.gov.merge.text')}</Text>
    </Stack>
  );
}
