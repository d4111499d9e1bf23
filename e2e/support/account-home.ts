import { expect, type Locator, type Page } from '@playwright/test';

// The account home (issue 25): three primary actions, the rest under More, tabs for assets,
// collectibles and activity, chain details folded, Rekey and Delete in the danger zone behind a
// link at the bottom.

/** Opens the account's More menu and picks `item` (a menu item's name). */
export async function openAccountMore(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The account's activity tab, selected. */
export async function showActivity(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Activity' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Activity' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Reads the account again (More > Refresh). */
export async function refreshAccount(page: Page): Promise<void> {
  await openAccountMore(page, 'Refresh');
}

/** Unfolds "Details" (rewards, round, status...). */
export async function showAccountDetails(page: Page): Promise<void> {
  const control = page.getByRole('button', { name: 'Details' });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

/** The danger zone, unfolded from its link at the bottom of the home (issue 37). */
export async function openDangerZone(page: Page): Promise<Locator> {
  const zone = page.getByRole('region', { name: 'Danger zone' });
  if (!(await zone.isVisible()))
    await page.getByRole('button', { name: 'Rekey or delete this account' }).click();
  await expect(zone).toBeVisible();
  return zone;
}

/** Danger zone > Rekey, then its confirmation, to the rekey form. */
export async function startRekey(page: Page): Promise<void> {
  const zone = await openDangerZone(page);
  await zone.getByRole('button', { name: 'Rekey', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Rekey this account?' })
    .getByRole('link', { name: 'Continue to rekey' })
    .click();
}
