import { expect, type Page } from '@playwright/test';

/** The page scrolls only up and down: nothing sticks out at the side (logo, footer timer). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
  );
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
}

/**
 * WCAG contrast of `selector`'s first match: its text colour (or, with `mark`, its bottom
 * box-shadow colour) against the first opaque background behind it.
 */
export async function contrastOf(page: Page, selector: string, mark = false): Promise<number> {
  return page.evaluate(
    ([sel, useMark]) => {
      const el = document.querySelector(sel as string);
      if (!el) return 0;
      const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const lin = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      const style = getComputedStyle(el);
      const front = useMark
        ? rgb(style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '')
        : rgb(style.color);
      let back: number[] = [255, 255, 255];
      for (
        let node: Element | null = useMark ? el.parentElement : el;
        node;
        node = node.parentElement
      ) {
        const bg = rgb(getComputedStyle(node).backgroundColor);
        if (bg.length === 3 || (bg.length === 4 && bg[3] === 1)) {
          back = bg.slice(0, 3);
          break;
        }
      }
      const [a, b] = [luminance(front), luminance(back)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    },
    [selector, mark] as const,
  );
}
