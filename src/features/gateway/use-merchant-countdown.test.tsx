import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_COUNTDOWN_SECONDS, useSuccessCountdown } from './use-merchant-countdown';

function Harness({ active, submit }: { active: boolean; submit: (form: HTMLFormElement) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [renders, setRenders] = useState(0);
  const { secondsLeft, submitted, submitNow } = useSuccessCountdown(active, formRef, submit);
  return (
    <form ref={formRef} method="post" action="https://shop.example/paid">
      <input type="hidden" name="txId" value="TX" />
      <output aria-label="left">{secondsLeft}</output>
      <output aria-label="submitted">{String(submitted)}</output>
      <button type="button" onClick={submitNow}>
        Continue now
      </button>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
    </form>
  );
}

const left = () => screen.getByLabelText('left').textContent;

describe('useSuccessCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks each second for 10 s, then submits the form exactly once (strict mode)', () => {
    const submit = vi.fn();
    render(
      <StrictMode>
        <Harness active submit={submit} />
      </StrictMode>,
    );
    expect(left()).toBe(String(SUCCESS_COUNTDOWN_SECONDS));
    act(() => vi.advanceTimersByTime(1_000));
    expect(left()).toBe('9');
    act(() => vi.advanceTimersByTime(8_000));
    expect(left()).toBe('1');
    expect(submit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toBeInstanceOf(HTMLFormElement);
    expect(screen.getByLabelText('submitted').textContent).toBe('true');

    // Re-renders, later ticks and the button do not post again.
    fireEvent.click(screen.getByRole('button', { name: /Re-render/ }));
    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue now' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('"Continue now" submits at once, and the countdown does not submit a second time', () => {
    const submit = vi.fn();
    render(
      <StrictMode>
        <Harness active submit={submit} />
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue now' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(left()).toBe('0');
    act(() => vi.advanceTimersByTime(20_000));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('does not count or submit while inactive (no success URL)', () => {
    const submit = vi.fn();
    render(<Harness active={false} submit={submit} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(left()).toBe(String(SUCCESS_COUNTDOWN_SECONDS));
    expect(submit).not.toHaveBeenCalled();
  });
});
