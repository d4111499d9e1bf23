import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Clicks an activity export button and returns the CSV's lines (no byte-order mark, no CRLF). */
export async function downloadCsv(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^algow-activity-.+\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .slice(0, -1);
}
