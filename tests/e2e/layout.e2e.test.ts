import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { fieldSelector, RESULT, useBrowser, waitText } from './site';
import { until } from './browser';

const site = useBrowser();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The element's box in the viewport, and the viewport's size. */
async function box(page: Page, selector: string) {
  return page.$eval(selector, (el) => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right, height: innerHeight, width: innerWidth };
  });
}

/** Whole inside the viewport. */
function expectInView(b: Awaited<ReturnType<typeof box>>) {
  expect(b.top).toBeGreaterThanOrEqual(0);
  expect(b.bottom).toBeLessThanOrEqual(b.height);
}

describe('website: layout at 1280 × 800 and 390 px', () => {
  it('A/B test: the verdict is in view, without scrolling, once the four figures are typed (1280 × 800)', async () => {
    const page = await site.open('/ab-test/', DESKTOP);
    // Typed where the fields are, as a visitor would: the helper `fill` centres each field first, which would scroll.
    for (const [label, value] of [['Visiteurs A', '10000'], ['Conversions A', '200'], ['Visiteurs B', '10000'], ['Conversions B', '250']] as const) {
      await page.$eval(await fieldSelector(page, label), (field) => (field as HTMLInputElement).focus({ preventScroll: true }));
      await page.keyboard.type(value);
    }
    await waitText(page, `.ab-verdict ${RESULT}`, 'La variante B est gagnante');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expectInView(await box(page, `.ab-verdict ${RESULT}`));
  });

  it('QR code: the preview stays in view while the last option is edited (1280 × 800)', async () => {
    const page = await site.open('/qr-code/', DESKTOP);
    await page.type('.qr-content input[inputmode="url"], .qr-content input[type="url"]', 'https://exemple.fr');
    await page.waitForSelector('.qr-preview__image');
    const options = await page.$$('.qr-options input, .qr-options select');
    const last = options.at(-1)!;
    await last.scrollIntoView();
    await last.focus();
    expectInView(await box(page, '.qr-options input:focus, .qr-options select:focus'));
    expectInView(await box(page, '.qr-preview__image'));
  });

  it('QR code: each line of the facts about the code holds on one line, « Taille » included', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const page = await site.open('/qr-code/?url=https%3A%2F%2Fexemple.fr', size);
      await page.$$eval('label', (labels) => labels.find((l) => l.textContent?.includes('Texte au-dessus du code'))?.click());
      await page.type(await fieldSelector(page, 'Texte du haut'), 'Scannez-moi pour voir la suite');
      await until(page, () => [...document.querySelectorAll('.qr-info dt')].some((dt) => dt.textContent === 'Image avec le texte'));
      const rows = await page.$$eval('.qr-info > div', (divs) =>
        divs.map((div) => {
          const dt = div.querySelector('dt')!;
          const dd = div.querySelector('dd')!;
          const line = parseFloat(getComputedStyle(dd).lineHeight);
          return { name: dt.textContent, oneLine: dd.getBoundingClientRect().height < 1.5 * line && Math.abs(dd.getBoundingClientRect().top - dt.getBoundingClientRect().top) < 2 };
        }),
      );
      expect(rows.filter((row) => !row.oneLine)).toEqual([]);
      expect(rows.map((row) => row.name)).toContain('Taille');
    }
  });

  it('home: the cards of a row start their descriptions at the same height (1280)', async () => {
    const page = await site.open('/', DESKTOP);
    const rows = await page.$$eval('.tool-grid .tool-card', (cards) => {
      const byRow = new Map<number, number[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        byRow.set(top, [...(byRow.get(top) ?? []), Math.round(card.querySelector('.tool-card__description')!.getBoundingClientRect().top)]);
      }
      return [...byRow.values()];
    });
    expect(rows.length).toBeGreaterThan(4);
    for (const tops of rows) expect(new Set(tops).size, String(tops)).toBe(1);
  });

  it('email signature: every example shows whole in its field, at 1280 and 390 px', async () => {
    for (const size of [DESKTOP, PHONE]) {
      const page = await site.open('/signature-email/', size);
      const cut = await page.$$eval('.sig-form input[placeholder]', (inputs) => {
        const context = document.createElement('canvas').getContext('2d')!;
        return (inputs as HTMLInputElement[])
          .filter((input) => {
            const style = getComputedStyle(input);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            return context.measureText(input.placeholder).width > input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          })
          .map((input) => input.placeholder);
      });
      expect(cut, `${size.width} px`).toEqual([]);
    }
  });
});
