import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS, SESSION_WARNING_MS, sessionPhase } from '../../core/session/session-clock';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { ACTIVITY_THROTTLE_MS, createWallet, logout, noteActivity, sessionStore, touch } from './session';
import { hasUnsavedWork, registerUnsavedWork, unsavedWorkStore } from './unsaved-work';

let dbCounter = 0;

const state = () => sessionStore.getState();
const phase = () => sessionPhase(state().lastActivity, Date.now());

describe('session activity and expiry', () => {
  // Only the clock and the expiry watch's interval are fake: the vault and the database keep
  // their real timers.
  beforeEach(async () => {
    logout();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    useDatabaseForTests(new AlgowDatabase(`session-activity-${++dbCounter}`));
    await createWallet('Main', 'Correct-Horse-Battery-Staple-9', {
      addr: 'A'.repeat(58),
      name: 'Watch',
      type: 'public',
    });
  });

  afterEach(() => {
    logout();
    vi.useRealTimers();
  });

  it('logs out with reason "timeout" once five minutes pass without activity', () => {
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - SESSION_WARNING_MS + 1_000);
    expect(phase()).toBe('warning');
    expect(state().status).toBe('open');
    vi.advanceTimersByTime(SESSION_WARNING_MS);
    expect(state().status).toBe('locked');
    expect(state().lastLogoutReason).toBe('timeout');
  });

  it('records activity at most once per throttle period', () => {
    const opened = state().lastActivity;
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 1);
    noteActivity();
    expect(state().lastActivity).toBe(opened);
    vi.advanceTimersByTime(1);
    noteActivity();
    expect(state().lastActivity).toBe(opened + ACTIVITY_THROTTLE_MS);
  });

  it('keeps the session open while the user is active, and ends it five minutes after', () => {
    for (let minute = 0; minute < 12; minute++) {
      vi.advanceTimersByTime(60_000);
      noteActivity();
    }
    expect(state().status).toBe('open');
    expect(phase()).toBe('active');
    const lastActive = Date.now();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1_000);
    expect(state().status).toBe('open');
    vi.advanceTimersByTime(2_000);
    expect(state().status).toBe('locked');
    expect(Date.now() - lastActive).toBeGreaterThan(SESSION_TIMEOUT_MS);
  });

  it('"Stay signed in" in the warning phase gives five more minutes', () => {
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 10_000);
    expect(phase()).toBe('warning');
    touch();
    expect(phase()).toBe('active');
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 10_000);
    expect(state().status).toBe('open');
    vi.advanceTimersByTime(11_000);
    expect(state().status).toBe('locked');
  });

  it('does not revive a session that has already run out', () => {
    vi.setSystemTime(Date.now() + SESSION_TIMEOUT_MS + 500); // the watch has not ticked yet
    const before = state().lastActivity;
    touch();
    noteActivity();
    expect(state().lastActivity).toBe(before);
    vi.advanceTimersByTime(1_000);
    expect(state().status).toBe('locked');
  });

  it('ignores activity while locked', () => {
    logout();
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    noteActivity();
    expect(state().lastActivity).toBe(0);
    expect(state().status).toBe('locked');
  });
});

describe('unsaved work registry', () => {
  it('reports work while any registration is active, and unregistering twice is harmless', () => {
    expect(hasUnsavedWork('recovery-phrase')).toBe(false);
    const first = registerUnsavedWork('recovery-phrase');
    const second = registerUnsavedWork('recovery-phrase');
    first();
    first();
    expect(hasUnsavedWork('recovery-phrase')).toBe(true);
    second();
    expect(hasUnsavedWork('recovery-phrase')).toBe(false);
    expect(unsavedWorkStore.getState().entries).toEqual([]);
  });
});
