import { expect, test, type Frame, type Page } from '@playwright/test';

// Issue 11: no site may frame the wallet. The preview server sends frame-ancestors 'none' and
// X-Frame-Options: DENY, so Chromium does not load the frame at all; where a host sends neither,
// the app itself refuses to start inside a frame.

const FRAMER = 'http://framer.test';

// A service worker could answer the frame's requests past the routes below.
test.use({ serviceWorkers: 'block' });

/** Serves a page of another origin that embeds the wallet at `path`, and opens it. */
async function openFramer(page: Page, appUrl: string): Promise<Frame> {
  await page.route(`${FRAMER}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framer</title><h1>Win a prize</h1>
        <iframe id="wallet" src="${appUrl}" width="900" height="700"></iframe>`,
    }),
  );
  const loaded = page.waitForEvent('framenavigated', (f) => f !== page.mainFrame());
  await page.goto(`${FRAMER}/`);
  await loaded;
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('the framer page has no frame');
  return frame;
}

test('the preview server forbids framing on every path', async ({ request, baseURL }) => {
  for (const path of ['/', '/accounts', '/pay/algorand%3A%2F%2FX', '/logo.svg']) {
    const response = await request.get(`${baseURL}${path}`);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['content-security-policy'], path).toBe("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('another site framing the wallet gets a blocked frame', async ({ page, baseURL }) => {
  const frame = await openFramer(page, `${baseURL}/`);
  await page.waitForLoadState('load');
  // Chromium replaces a refused frame with its error page: nothing of the wallet is there.
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  await expect(frame.locator('#root')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
});

test('without the headers the wallet still refuses to run inside the frame', async ({
  page,
  baseURL,
}) => {
  // A host that sends no framing headers: the same responses with both headers stripped.
  let stripped = 0;
  await page.route(`${baseURL}/**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    stripped++;
    await route.fulfill({ response, headers });
  });
  const frame = await openFramer(page, `${baseURL}/`);
  expect(frame.url()).toBe(`${baseURL}/`);
  const wallet = page.frameLocator('#wallet');
  await expect(
    wallet.getByRole('heading', { name: 'Algow does not run inside another website' }),
  ).toBeVisible();
  const openDirectly = wallet.getByRole('link', { name: 'Open Algow in a new tab' });
  await expect(openDirectly).toHaveAttribute('href', `${baseURL}/`);
  await expect(openDirectly).toHaveAttribute('target', '_blank');
  // Neither the new-wallet form nor the login form, nor any password field, is there.
  await expect(wallet.getByRole('heading', { name: 'Create a new wallet' })).toHaveCount(0);
  await expect(wallet.getByRole('heading', { name: 'Open your wallet' })).toHaveCount(0);
  await expect(wallet.locator('input')).toHaveCount(0);
  expect(stripped).toBeGreaterThan(0);
});

test('the same page opened directly is the wallet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await expect(page.getByText('Algow does not run inside another website')).toHaveCount(0);
});
