import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Alert, Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReceiverNotOptedInError } from '../../core/assets/opt-in';
import { describeError } from '../../ui/errors';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { multisigErrorText } from './multisig/multisig-error-text';
import { OpenProposal } from './OpenProposal';
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
            {reviewing ? t('pay.reviewTitle') : pay.rekey ? t('pay.rekeyTitle') : t('pay.title')}
          </Title>
          {from && <Text c="dimmed">{from.name}</Text>}
          <PayNotices pay={pay} />
          {reviewing && from ? (
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

/** Why the form cannot be used as it stands: a bad link, another network, no signer ... */
function PayNotices({ pay }: { pay: Pay }) {
  const { t } = useTranslation();
  const { link, linkError, prepare } = pay;
  const problems = [
    pay.incoming.isError && multisigErrorText(pay.incoming.error, t),
    linkError && t(`paymentLink.${linkError.code}`, { param: linkError.param ?? '' }),
    pay.wrongNetwork &&
      t('pay.linkOtherNetwork', { network: link?.network ?? '', current: pay.network }),
    pay.linkAssetMissing && t('pay.linkAssetNotHeld', { asset: link?.asset?.toString() ?? '' }),
    pay.cannotPay && t('pay.cannotSign'),
    prepare.error instanceof ReceiverNotOptedInError &&
      t('pay.receiverNotOptedIn', {
        receiver: prepare.error.receiver,
        asset: linkAssetName(pay, prepare.error.assetId),
      }),
    prepare.isError &&
      !(prepare.error instanceof ReceiverNotOptedInError) &&
      t('common.error', {
        message:
          prepare.error instanceof Error && prepare.error.name === 'NodeError'
            ? t('pay.status.offline')
            : describeError(prepare.error, t),
      }),
  ].filter((text): text is string => typeof text === 'string');
  return (
    <>
      {link?.label && !pay.reviewing && <Text>{t('pay.linkLabel', { label: link.label })}</Text>}
      {problems.map((text) => (
        <Alert key={text} color="red" role="alert">
          {text}
        </Alert>
      ))}
    </>
  );
}

function linkAssetName(pay: Pay, assetId: bigint): string {
  const asset = pay.source.assets.find((a) => a.id === assetId.toString());
  return asset?.name ? `${asset.name} (${assetId.toString()})` : assetId.toString();
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
