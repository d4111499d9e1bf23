import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OUTSIDE_SLOT, OUTSIDE_SLOTS, OutsideSentence, OutsideText } from './OutsideText';

describe('OutsideText', () => {
  it('draws a hidden character as a named marker and flags the text in words', async () => {
    await renderWithProviders(<OutsideText text={'Sign in to \u202Emoc.live'} />);
    const marker = screen.getByRole('img', { name: 'Hidden text direction control U+202E' });
    expect(marker.textContent).toBe('⟨U+202E⟩');
    // The override itself is never in the page, so it cannot turn the rest around.
    expect(document.body.textContent).not.toContain('\u202E');
    expect(screen.getByRole('note').textContent).toMatch(/Hidden characters are shown as ⟨U\+…⟩/);
  });

  it('shows plain text without a flag', async () => {
    await renderWithProviders(<OutsideText text="Pera Wallet" />);
    expect(screen.getByText('Pera Wallet')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts long text with Show more and Show less', async () => {
    const text = `${'a'.repeat(30)}\u200B${'b'.repeat(30)}`;
    await renderWithProviders(<OutsideText text={text} maxChars={20} />);
    expect(screen.getByText(`${'a'.repeat(20)}…`)).toBeTruthy();
    // The marker past the cut is still flagged.
    expect(screen.getByRole('note')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('img').textContent).toBe('⟨U+200B⟩');
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the lines of a multi-line text', async () => {
    await renderWithProviders(<OutsideText multiline text={'one\ntwo'} />);
    expect(document.body.textContent).toContain('one\ntwo');
  });
});

describe('OutsideSentence', () => {
  it('puts the outside text with its markers into the translated sentence', async () => {
    await renderWithProviders(
      <p data-testid="s">
        <OutsideSentence template={`Request from ${OUTSIDE_SLOT}!`} text={'dapp\u202E'} />
      </p>,
    );
    expect(screen.getByTestId('s').textContent).toBe('Request from dapp⟨U+202E⟩!');
  });

  it('puts several outside texts into their places, in the order the translation has them', async () => {
    await renderWithProviders(
      <p data-testid="s">
        <OutsideSentence
          template={`on ${OUTSIDE_SLOTS[1]}: ${OUTSIDE_SLOTS[0]}`}
          text={['sign\u202E', 'net']}
        />
      </p>,
    );
    expect(screen.getByTestId('s').textContent).toBe('on net: sign⟨U+202E⟩');
  });
});
