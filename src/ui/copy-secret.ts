// Copying a secret (TOTP key, ARC-14 token, ...) to the clipboard, and taking it off again.
//
// Clipboards outlive the page: clipboard managers, synced clipboards and the next paste into the
// wrong field all see what stays there. So 30 s after a copy the clipboard is emptied, but only
// while it still holds that secret, so that nothing the user copied since is lost:
//   - a copy or cut in this page since then means the clipboard holds something else: leave it;
//   - where the browser already lets this page read the clipboard ('clipboard-read' granted),
//     read it and clear only when it still equals the secret;
//   - otherwise (most browsers: reading asks the user, which a prompt out of nowhere 30 s later
//     must not do) clear it anyway. Losing something copied in another app meanwhile is a small
//     nuisance; a secret left in the clipboard is not;
//   - browsers let a page write the clipboard only while it has focus. When the page is in the
//     background at the deadline, the clear waits until the user comes back to it.
//
// The secret lives only in the closure of the pending clear (the timer and listeners below) and
// is released once the clear ran or a newer copy replaced it: never in React state or a module
// variable of its own.

export const SECRET_CLIPBOARD_MS = 30_000;

/** Cancels the pending clear of the previous secret copy; a newer copy replaces it. */
let cancelPendingClear: (() => void) | null = null;

async function mayReadClipboardSilently(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({
      name: 'clipboard-read' as PermissionName,
    });
    return status?.state === 'granted';
  } catch {
    // Firefox and Safari do not know the permission name.
    return false;
  }
}

async function clearIfStillHolding(secret: string): Promise<void> {
  const clipboard = navigator.clipboard;
  if (await mayReadClipboardSilently()) {
    try {
      if ((await clipboard.readText()) !== secret) return;
    } catch {
      // Reading failed after all: fall back to clearing.
    }
  }
  await clipboard.writeText('');
}

function scheduleClear(secret: string, delayMs: number): () => void {
  const doc = globalThis.document as Document | undefined;
  const win = globalThis.window as Window | undefined;
  let pending = true;
  const stop = () => {
    pending = false;
    clearTimeout(timer);
    doc?.removeEventListener('copy', stop);
    doc?.removeEventListener('cut', stop);
    win?.removeEventListener('focus', attempt);
    if (cancelPendingClear === stop) cancelPendingClear = null;
  };
  function attempt() {
    if (!pending) return;
    if (doc && !doc.hasFocus()) {
      win?.addEventListener('focus', attempt, { once: true });
      return;
    }
    stop();
    // Best effort: a refused write leaves nothing else to try.
    void clearIfStillHolding(secret).catch(() => {});
  }
  const timer = setTimeout(attempt, delayMs);
  doc?.addEventListener('copy', stop);
  doc?.addEventListener('cut', stop);
  return stop;
}

/**
 * Writes `secret` to the clipboard and empties the clipboard again after 30 s if it still holds
 * it (see above). Rejects when the browser refuses the write; callers keep the secret on screen
 * to be copied by hand then.
 */
export async function copySecret(
  secret: string,
  clearAfterMs = SECRET_CLIPBOARD_MS,
): Promise<void> {
  await navigator.clipboard.writeText(secret);
  cancelPendingClear?.();
  cancelPendingClear = scheduleClear(secret, clearAfterMs);
}
