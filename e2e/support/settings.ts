import { expect, type Page } from '@playwright/test';

/** Opens one of the Settings groups folded by default ("Networks", "Developer settings"). */
export async function openSettingsGroup(page: Page, name: string | RegExp): Promise<void> {
  const group = page.getByRole('group', { name });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await expect(group).toHaveAttribute('open', '');
}
