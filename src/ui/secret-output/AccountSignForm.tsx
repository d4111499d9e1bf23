import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { FormSection } from '../StepPage';

/**
 * A developer page's form for what one account signs: its name and address, why it cannot sign
 * (when it cannot), the page's fields, and the button to the review (gone while one is shown).
 */
export function AccountSignForm({
  id,
  account,
  cannotSign,
  onSubmit,
  submit,
  children,
}: {
  id: string;
  account: PublicAccount;
  /** The reason shown when the account cannot sign; null when it can. */
  cannotSign: string | null;
  onSubmit: () => void;
  submit: { label: string; hidden: boolean; pending: boolean; disabled: boolean };
  children: ReactNode;
}) {
  return (
    <FormSection id={id} title={account.name} onSubmit={onSubmit}>
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {account.addr}
      </Text>
      {cannotSign !== null && <Alert color="yellow">{cannotSign}</Alert>}
      {children}
      {!submit.hidden && (
        <Group>
          <Button type="submit" loading={submit.pending} disabled={submit.disabled}>
            {submit.label}
          </Button>
        </Group>
      )}
    </FormSection>
  );
}
