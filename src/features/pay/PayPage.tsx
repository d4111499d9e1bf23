import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { OpenProposal } from './OpenProposal';
import { InboxOffer } from './InboxOffer';
import { InboxSendReview } from './InboxSendReview';
import { linkAssetName, PayNotices } from './PayNotices';
import { PayForm } from './PayForm';
import { PayReview } from './PayReview';
import { usePayPage } from './use-pay-page';

// The pay screen (spec section 2): /accounts/pay/{account}, /accounts/rekey/{account} and
// /pay without a sender. Design (form) first, then review; the review signs and sends.

type Pay = ReturnType<typeof usePayPage>;

export function PayPage() {
  const { t } = useTranslation();
  const pay = usePayPage();
  const { from, reviewing } = pay;
  if (pay.type !== 'pay' && pay.type !== 'rekey' && !pay.multisigInput) return <NotFoundPage />;
  if (pay.routeFrom && !from) return <NotFoundPage />;

  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>
            {pay.inbox.reviewing
              ? t('pay.reviewTitle')
              : reviewing
                ? // Coins and assets are payments; a proposal opened from its link may be any type.
                  reviewing.txn.type === 'pay' || reviewing.txn.type === 'axfer'
                  ? t('pay.reviewTitle')
                  : t('pay.reviewTransactionTitle')
                : pay.rekey
                  ? t('pay.rekeyTitle')
                  : t('pay.title')}
          </Title>
          {from && <Text c="dimmed">{from.name}</Text>}
          <PayNotices pay={pay} />
          {pay.inbox.offered && !pay.inbox.reviewing && (
            <InboxOffer inbox={pay.inbox} asset={linkAssetName(pay, pay.inbox.assetId ?? 0n)} />
          )}
          {pay.inbox.reviewing && from ? (
            <InboxSendReview
              reviewing={pay.inbox.reviewing}
              from={from}
              accounts={pay.accounts}
              units={inboxUnits(pay)}
              symbol={pay.symbol}
              onBack={pay.inbox.back}
              onFinished={() => pay.inbox.finished(from.addr)}
            />
          ) : reviewing && from ? (
            <PayReview
              key={reviewing.txn.txID()}
              txn={reviewing.txn}
              multisig={
                reviewing.proposal === undefined
                  ? undefined
                  : {
                      params: pay.multisigParams(),
                      proposal: reviewing.proposal,
                      onProposalChange: (proposal) =>
                        pay.setReviewing((r) => (r ? { ...r, proposal } : r)),
                    }
              }
              from={from}
              accounts={pay.accounts}
              authAddress={pay.source.authAddress}
              onBack={pay.multisigInput ? undefined : () => pay.setReviewing(null)}
              onFinished={() => pay.finished(reviewing.txn)}
            />
          ) : pay.wrongNetwork || pay.multisigInput ? null : (
            <PayDesign pay={pay} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The form, or for a multisig sender the choice between a new proposal and opening one. */
function PayDesign({ pay }: { pay: Pay }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const opening = pay.multisig && pay.multisigMode === 'sign';
  return (
    <>
      {pay.multisig && (
        <SegmentedControl
          aria-label={t('pay.multisigMode')}
          value={pay.multisigMode}
          onChange={(mode) => pay.setMultisigMode(mode as 'create' | 'sign')}
          data={[
            { value: 'create', label: t('pay.createProposal') },
            { value: 'sign', label: t('pay.signProposal') },
          ]}
        />
      )}
      {opening ? (
        <OpenProposal
          sender={pay.from!.addr}
          params={pay.multisigParams()}
          onOpened={(txn, proposal) => pay.setReviewing({ txn, proposal })}
        />
      ) : (
        <PayForm
          rekey={pay.rekey}
          values={pay.values}
          onChange={pay.setValues}
          payers={pay.payers}
          accounts={pay.accounts}
          fromLocked={Boolean(pay.routeFrom)}
          noteLocked={pay.link !== null && !pay.link.noteIsEditable}
          network={pay.network}
          source={pay.source}
          onScanned={pay.applyScanned}
          onReview={(draft) => pay.prepare.mutate(draft)}
          onCancel={() => void navigate('/accounts')}
          busy={pay.prepare.isPending}
        />
      )}
    </>
  );
}

function inboxUnits(pay: Pay) {
  const asset = pay.source.assets.find((a) => a.id === pay.inbox.reviewing?.assetId.toString());
  return {
    decimals: asset?.decimals ?? 0,
    unitName: asset?.unitName ?? '',
    name: asset?.name ?? '',
  };
}
