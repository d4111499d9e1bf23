import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 25: the app frame loads only its own Mantine styles (src/app/styles.ts); a lazy page
// imports the stylesheets of the components it adds. Visited directly, an asset page whose file
// forgot one showed that component bare (the Advanced switch had no track).
const NEEDS: Record<string, readonly string[]> = {
  Switch: ['Switch', 'InlineInput'],
  Checkbox: ['Checkbox', 'InlineInput'],
  Select: ['Combobox', 'Popover'],
  SegmentedControl: ['SegmentedControl', 'FloatingIndicator'],
  Modal: ['ModalBase', 'Modal', 'Overlay'],
  Table: ['Table'],
};

const files = readdirSync(__dirname).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));

describe('asset pages load the styles of the Mantine components they render', () => {
  it.each(files)('%s', (file) => {
    const source = readFileSync(join(__dirname, file), 'utf8');
    const missing: string[] = [];
    for (const [component, sheets] of Object.entries(NEEDS)) {
      if (!new RegExp(`<${component}[\\s>.]`).test(source)) continue;
      for (const sheet of sheets) {
        if (!source.includes(`'@mantine/core/styles/${sheet}.layer.css'`)) {
          missing.push(`${component} needs ${sheet}.layer.css`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
