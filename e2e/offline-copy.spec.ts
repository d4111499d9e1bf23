import { expect, test } from '@playwright/test';

// The offline copy: once the service worker has stored the app, the wallet opens with no network
// (its pages, not the chain). Every other journey blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after a first visit the wallet opens offline from its stored copy', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  // Registered when the page is idle; ready once the precache is stored.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  // A later page's code comes from the stored copy too.
  await page.getByRole('link', { name: 'Import wallet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import wallet' })).toBeVisible();
  await context.setOffline(false);
});
