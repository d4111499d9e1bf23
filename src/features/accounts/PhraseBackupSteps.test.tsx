import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PhraseConfirm } from './PhraseBackupSteps';
import { PhraseHolder } from './use-recovery-phrase';

async function setup() {
  const words = secretKeyToMnemonic(generateAccount().sk).split(' ');
  const holder = new PhraseHolder();
  holder.replace(new TextEncoder().encode(words.join(' ')));
  const onDone = vi.fn(async () => {});
  await renderWithProviders(
    <PhraseConfirm holder={holder} count={25} onBack={() => {}} onDone={onDone} />,
  );
  const fields = await screen.findAllByRole('textbox');
  // The label names the asked position ("Word 7"); it is random.
  const asked = fields.map((f) =>
    Number(/\d+/.exec((f as HTMLInputElement).labels?.[0]?.textContent ?? '')?.[0]),
  );
  return { words, fields, asked, onDone };
}

describe('the phrase backup: two words typed back', () => {
  it('a wrong word is named and nothing is marked backed up', async () => {
    const { words, fields, asked, onDone } = await setup();
    await userEvent.type(fields[0]!, words[asked[0]! - 1]!);
    await userEvent.type(fields[1]!, 'notaword');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(`This is not word ${asked[1]} of the recovery phrase.`),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('both words right: the wallet counts as backed up', async () => {
    const { words, fields, asked, onDone } = await setup();
    await userEvent.type(fields[0]!, words[asked[0]! - 1]!.toUpperCase());
    await userEvent.type(fields[1]!, ` ${words[asked[1]! - 1]!}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });
});
