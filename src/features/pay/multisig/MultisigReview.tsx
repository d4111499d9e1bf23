// Styles of the Mantine parts this review adds to the pay page (lazy pages bring their own).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { proposalLink, proposalToText } from '../../../core/multisig/proposal';
import { CombineForm } from './CombineForm';
import { ProposalDetails } from './ProposalDetails';
import { ShareProposal } from './ShareProposal';
import { SignatureList } from './SignatureList';
import { SignWith } from './SignWith';
import { TwoFactorCoSign } from './TwoFactorCoSign';
import { useMultisigReview, type MultisigReviewProps } from './use-multisig-review';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The multisig part of the pay review (spec 000 sections 2-4): what is signed, who has signed,
 * signing with own keys or Ledgers, the 2FA provider's co-signature, combining a co-signer's
 * proposal and passing this one on. The page renders Send itself, enabled by
 * `thresholdReached(proposal)` from ./proposal-status.
 */
export function MultisigReview(props: MultisigReviewProps) {
  const { t } = useTranslation();
  const review = useMultisigReview(props);
  if (review.unreadable !== null) {
    return (
      <Alert color="red" role="alert">
        {t('multisig.unreadable', { message: review.unreadable })}
      </Alert>
    );
  }
  const { from } = props;
  const { current, accounts, signers, complete, provider, update } = review;

  return (
    <Stack gap="md">
      <Section title={t('multisig.title')}>
        <ProposalDetails from={from} proposal={current} />
      </Section>

      <Section title={t('multisig.signatures')}>
        <SignatureList proposal={current} accounts={accounts} />
        {!complete && <SignWith proposal={current} signers={signers} onSigned={update} />}
        {!complete && signers.length === 0 && !review.needsProvider && (
          <Text size="sm" c="dimmed">
            {t('multisig.noOwnSigner')}
          </Text>
        )}
      </Section>

      {provider && (
        <Section title={t('multisig.twoFactor.title')}>
          <TwoFactorCoSign
            proposal={current}
            coSigner={provider}
            primary={accounts.find((a) => a.addr === provider.primaryAccount)}
            context={review.context}
            onSigned={update}
          />
        </Section>
      )}

      <Section title={t('multisig.share')}>
        <ShareProposal
          link={proposalLink(window.location.origin, from.addr, current)}
          text={proposalToText(current)}
        />
      </Section>

      {!complete && (
        <Section title={t('multisig.combine')}>
          <CombineForm onCombine={review.combine} />
        </Section>
      )}
    </Stack>
  );
}
