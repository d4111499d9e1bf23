// The wallet refuses to run inside a frame (issue 11). A page of another site that frames it
// could lay its own content over the wallet and trick the user into clicks (clickjacking). The
// servers we ship send `frame-ancestors 'none'` and `X-Frame-Options: DENY`, so browsers do not
// even load the frame; this check covers hosts that send neither (a meta CSP cannot carry
// frame-ancestors). Same-origin framing is refused too: the wallet has no use for it.

/** The two properties the check reads; a window, or a stand-in in tests. */
export interface FrameableWindow {
  readonly self: unknown;
  readonly top: unknown;
}

/** True when the window is not the top-level browsing context (or its top cannot be read). */
export function isFramed(win: FrameableWindow): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

export interface FramedNoticeText {
  title: string;
  text: string;
  open: string;
}

/**
 * Replaces the root's content with a static notice and a link to open the wallet on its own.
 * Plain DOM: nothing of the wallet is mounted inside a frame.
 */
export function showFramedNotice(root: HTMLElement, text: FramedNoticeText, href: string): void {
  const doc = root.ownerDocument;
  const main = doc.createElement('main');
  main.style.maxWidth = '36rem';
  main.style.margin = '2rem auto';
  main.style.padding = '0 1rem';
  const title = doc.createElement('h1');
  title.textContent = text.title;
  const body = doc.createElement('p');
  body.textContent = text.text;
  const link = doc.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = text.open;
  main.append(title, body, link);
  root.replaceChildren(main);
}
