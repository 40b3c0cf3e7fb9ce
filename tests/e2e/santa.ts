import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { alerts, clickText, fieldSelector, fill, paste, waitAlert } from './site';
import { until } from './browser';

// Helpers of the Secret Santa's e2e tests on its limits and names (website and extension full-tab page).

export const FULL_LIST = 'Limite atteinte : 1 000 exclusions au plus. Retirez-en une pour en ajouter une autre.';
export const LONG_NAME = 'Nom trop long à la ligne 2 (201 caractères) : 200 caractères au plus par nom.';
/** A name written with a right-to-left override: « Alice » then « Valence » typed backwards, shown forwards. */
export const OVERRIDDEN = 'Alice\u202eecnelaV';
export const WITHOUT_OVERRIDE = 'AliceecnelaV';

/** 1 000 exclusions, as many as a list holds: too long for an address (hosts refuse such a request), kept on the device. */
const FULL_EXCLUSIONS = JSON.stringify(Array.from({ length: 1000 }, (_, i) => [`P${i}`, `Q${i}`]));

const EXCLUSION_CHIPS = 'ul[aria-label="Exclusions ajoutées"] li';

async function waitChips(page: Page, count: number) {
  await until(page, (sel, n) => document.querySelectorAll(sel).length === n, { timeout: 10_000 }, EXCLUSION_CHIPS, count);
}

type LocalArea = { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> };
type ExtensionGlobal = { chrome?: { storage?: { local: LocalArea } } };

/** Writes the tool's remembered inputs on the device of `page`: chrome.storage.local in the extension, localStorage on the website. */
async function remember(page: Page, inputs: Record<string, string>) {
  await page.evaluate(async (values) => {
    const local = (globalThis as unknown as ExtensionGlobal).chrome?.storage?.local;
    if (local) await local.set({ 'inputs:secret-santa': values });
    else localStorage.setItem('outilo:inputs:secret-santa', JSON.stringify(values));
  }, inputs);
}

/** Waits until the tool's remembered inputs hold `text`. */
async function waitRemembered(page: Page, text: string) {
  await until(
    page,
    async (want) => {
      const local = (globalThis as unknown as ExtensionGlobal).chrome?.storage?.local;
      const stored = local ? JSON.stringify(await local.get('inputs:secret-santa')) : localStorage.getItem('outilo:inputs:secret-santa');
      return (stored ?? '').includes(want);
    },
    { timeout: 10_000 },
    text,
  );
}

/**
 * With a full list of exclusions remembered on the device of `seed`, the Secret Santa (`open`) refuses one more beside
 * the form and keeps the list whole, on screen and when it is opened again.
 */
export async function addPastTheLimit(seed: Page, open: () => Promise<Page>): Promise<void> {
  await remember(seed, { exclusions: FULL_EXCLUSIONS });
  const page = await open();
  await waitChips(page, 1000);
  await fill(page, 'Personne 1', 'Alice');
  await fill(page, 'Personne 2', 'Bob');
  await clickText(page, 'Ajouter l’exclusion');
  await waitAlert(page, FULL_LIST);
  await waitChips(page, 1000);
  // Room for one: it is added; then the list is full again and says so.
  await clickText(page, 'Retirer l’exclusion entre P0 et Q0');
  await clickText(page, 'Ajouter l’exclusion');
  await page.waitForSelector('button[aria-label="Retirer l’exclusion entre Alice et Bob"]');
  expect(await alerts(page)).toEqual([]);
  await fill(page, 'Personne 1', 'Chloé');
  await fill(page, 'Personne 2', 'David');
  await clickText(page, 'Ajouter l’exclusion');
  await waitAlert(page, FULL_LIST);
  await waitRemembered(page, 'Alice');
  const again = await open();
  await waitChips(again, 1000);
  expect(await again.$('button[aria-label="Retirer l’exclusion entre Alice et Bob"]')).not.toBeNull();
}

/** A 201st character typed on a name line brings the French error under the participants field at once. */
export async function typePastTheNameLimit(page: Page): Promise<void> {
  const field = 'Participants (un par ligne)';
  await paste(page, field, `Alice\n${'b'.repeat(200)}`);
  expect(await alerts(page)).toEqual([]);
  const selector = await fieldSelector(page, field);
  await page.focus(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('End');
  await page.keyboard.up('Control');
  await page.keyboard.type('c');
  await waitAlert(page, LONG_NAME);
  await page.keyboard.press('Backspace');
  await until(page, () => document.querySelectorAll('[role="alert"]').length === 0);
}

/** The reveal page's greeting and, once revealed, the receiver, as shown (with no invisible character in them). */
export async function revealedNames(page: Page): Promise<{ giver: string; receiver: string }> {
  await page.waitForSelector('#santa-reveal-title');
  await clickText(page, 'Révéler mon tirage');
  await page.waitForSelector('[data-testid="santa-reveal-receiver"]');
  return page.evaluate(() => ({
    giver: document.querySelector('#santa-reveal-title')!.textContent!,
    receiver: document.querySelector('[data-testid="santa-reveal-receiver"]')!.textContent!,
  }));
}
