import { Container } from '@mantine/core';
import { useEffect, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { AccountTypeChooser } from './AccountTypeChooser';
import { ImportAccountForm } from './ImportAccountForm';
import { MultisigAccountForm } from './MultisigAccountForm';
import { NewBasicAccount } from './NewBasicAccount';
import { RestoreSharesForm } from './RestoreSharesForm';
import { parseNewAccountMode, type NewAccountMode } from './new-account-mode';
import { VanityAccount } from './VanityAccount';
import { WatchAccountForm } from './WatchAccountForm';

const VIEWS: Record<NewAccountMode, ComponentType> = {
  basic: NewBasicAccount,
  vanity: VanityAccount,
  import: ImportAccountForm,
  watch: WatchAccountForm,
  multisig: MultisigAccountForm,
  shares: RestoreSharesForm,
};

/**
 * /new-account. The page state lives in `?mode=`; each state is its own component, so leaving
 * it (reset to the chooser, back button) unmounts it and clears its fields and secrets.
 */
export function NewAccountPage() {
  const [params] = useSearchParams();
  const mode = parseNewAccountMode(params.get('mode'));
  const View = mode ? VIEWS[mode] : AccountTypeChooser;

  // Each state is a new screen: start it at the top, not where the previous one was scrolled.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [mode]);
  return (
    <Container size="md" py="md">
      <View key={mode ?? 'new'} />
    </Container>
  );
}
