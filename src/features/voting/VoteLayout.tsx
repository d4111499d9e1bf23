import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Outlet, useLocation } from 'react-router';
import { TabLinks } from './TabLinks';
import { TokenButtons } from './TokenButtons';
import { useVoteContextState } from './use-vote-context';
import { VoterSelect } from './VoterSelect';

// /vote/*: Governance and AMS-01 on top (spec 001 section 2); AMS-01 has its token buttons and
// the overview, ask, delegation and trusted-list tabs; governance has its tools.

const AMS_TABS = ['overview', 'ask', 'delegate', 'tl'] as const;
const GOVERNANCE_TABS = ['gen', 'distribute', 'optin', 'pay', 'merge'] as const;

/** My questions and a question's answers are parts of the overview. */
const activeAmsTab = (pathname: string) =>
  ['/vote/my-questions', '/vote/answers'].includes(pathname)
    ? 'overview'
    : AMS_TABS.find((tab) => pathname === `/vote/${tab}`);

export function VoteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const context = useVoteContextState();
  const governance = pathname.startsWith('/vote/governance');
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('voting.title')}</Title>
        <TabLinks
          label={t('voting.sections')}
          links={[
            { to: '/vote/governance/gen', label: t('voting.governance'), active: governance },
            { to: '/vote/overview', label: t('voting.ams01'), active: !governance },
          ]}
        />
        {governance ? (
          <TabLinks
            label={t('voting.governanceTools')}
            links={GOVERNANCE_TABS.map((tab) => ({
              to: `/vote/governance/${tab}`,
              label: t(`voting.tabs.${tab}`),
              active: pathname === `/vote/governance/${tab}`,
            }))}
          />
        ) : (
          <>
            <TokenButtons context={context} />
            <TabLinks
              label={t('voting.menu')}
              links={AMS_TABS.map((tab) => ({
                to: `/vote/${tab}`,
                label: t(`voting.tabs.${tab}`),
                active: activeAmsTab(pathname) === tab,
              }))}
            />
            <VoterSelect context={context} />
          </>
        )}
        <Outlet context={context} />
      </Stack>
    </Container>
  );
}
