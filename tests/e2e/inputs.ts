import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { clickText, fieldValue, fill, paste, setValue } from './site';

// Inputs kept between the address and the device, the same on the website and in the extension's full-tab page:
// scenarios shared by tests/e2e/inputs.e2e.test.ts and tests/e2e/inputs-extension.e2e.test.ts.

interface Chrome {
  storage: Record<'local' | 'sync' | 'session', { get(k: string | null): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> }>;
}

/** The inputs the page's target remembers for a tool (`localStorage` on the website, chrome.storage.local in the extension). */
const storedInputs = (page: Page, id: string): Promise<Record<string, string> | null> =>
  page.evaluate(async (toolId) => {
    if (location.protocol !== 'chrome-extension:') return JSON.parse(localStorage.getItem(`outilo:inputs:${toolId}`) ?? 'null');
    const key = `inputs:${toolId}`;
    return ((await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get(key))[key] as Record<string, string> | undefined) ?? null;
  }, id);

/** Writes a tool's remembered inputs as an earlier visit (or an older version) left them. */
const storeInputs = (page: Page, id: string, values: Record<string, string>): Promise<void> =>
  page.evaluate(
    async (toolId, v) => {
      if (location.protocol !== 'chrome-extension:') localStorage.setItem(`outilo:inputs:${toolId}`, JSON.stringify(v));
      else await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.set({ [`inputs:${toolId}`]: v });
    },
    id,
    values,
  );

/** Everything the page can read from storage, as one text: localStorage, and chrome.storage in the extension. */
const everythingStored = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const all: unknown[] = [{ ...localStorage }];
    if (location.protocol === 'chrome-extension:') {
      const { storage } = (globalThis as unknown as { chrome: Chrome }).chrome;
      for (const area of ['local', 'sync', 'session'] as const) all.push(await storage[area].get(null));
    }
    return JSON.stringify(all);
  });

/** Waits until the device remembers `expected` for the tool (the inputs are written after a short pause). */
const waitStored = (page: Page, id: string, expected: Record<string, string>) => expect.poll(() => storedInputs(page, id), { timeout: 5_000 }).toEqual(expected);

/** The query of the page's address (inside the hash in the extension's full-tab page), without `?`. */
const addressQuery = (page: Page): Promise<string> =>
  page.evaluate(() => (location.protocol === 'chrome-extension:' ? (location.hash.split('?')[1] ?? '') : location.search.slice(1)));

/** F5: the same address, then the remembered inputs read. */
async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('.tool-actions[data-restored="true"]');
}

/** `count` distinct names, one a line. */
const names = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);

/** The radio or checkbox labels that are checked. */
const checkedLabels = (page: Page) => page.$$eval('label:has(input:checked)', (labels) => labels.map((l) => l.textContent?.replace(/\s+/g, ' ').trim() ?? ''));

/**
 * A long input the address cannot carry beside a short option it does: a reload brings everything back, and after
 * another change and reload the long input is still there. `open` opens a tool's route on the target.
 */
export function longInputsSurviveReloads(open: (route: string) => Promise<Page>): void {
  it('the random draw keeps 400 participants beside « Nombre de gagnants » across reloads', async () => {
    const list = names(400, 'Participant au tirage').join('\n');
    const page = await open('/tirage-au-sort/');
    await paste(page, 'Participants (un par ligne)', list);
    await fill(page, 'Nombre de gagnants', '3');
    await waitStored(page, 'random-draw', { participants: list, gagnants: '3' });
    expect(await addressQuery(page)).toBe('gagnants=3');

    await reload(page);
    expect(await fieldValue(page, 'Participants (un par ligne)')).toBe(list);
    expect(await fieldValue(page, 'Nombre de gagnants')).toBe('3');

    await fill(page, 'Nombre de suppléants', '2');
    await waitStored(page, 'random-draw', { participants: list, gagnants: '3', suppleants: '2' });
    await reload(page);
    expect(await fieldValue(page, 'Participants (un par ligne)')).toBe(list);
    expect(await fieldValue(page, 'Nombre de suppléants')).toBe('2');
  });

  it('the duplicate remover keeps a 15 000-character list beside its sort order', async () => {
    const list = names(1_500, 'ligne').join('\n').slice(0, 15_000);
    const page = await open('/doublons/');
    await paste(page, 'Liste (un élément par ligne)', list);
    await clickText(page, 'Z → A');
    await waitStored(page, 'duplicate-remover', { liste: list, tri: 'z-a' });

    await reload(page);
    expect(await fieldValue(page, 'Liste (un élément par ligne)')).toBe(list);
    expect(await checkedLabels(page)).toContain('Z → A');

    await clickText(page, 'Ignorer la casse (Paris = PARIS)');
    await waitStored(page, 'duplicate-remover', { liste: list, casse: 'oui', tri: 'z-a' });
    await reload(page);
    expect(await fieldValue(page, 'Liste (un élément par ligne)')).toBe(list);
    expect(await checkedLabels(page)).toEqual(expect.arrayContaining(['Z → A', 'Ignorer la casse (Paris = PARIS)']));
  });

  it('Secret Santa keeps 82 exclusions beside its participants and budget', async () => {
    const people = names(30, 'Invité');
    const exclusions = Array.from({ length: 82 }, (_, i) => [people[i % 30]!, people[(i + 1 + Math.floor(i / 30)) % 30]!, ...(i % 2 ? ['sens-unique'] : [])]);
    const chips = (page: Page) => page.$$eval('[aria-label="Exclusions ajoutées"] li', (items) => items.length);
    // A long link opened once: the page then writes what fits in its address, and remembers the rest.
    const page = await open(`/secret-santa/?${new URLSearchParams({ participants: people.join('\n'), exclusions: JSON.stringify(exclusions) })}`);
    expect(await chips(page)).toBe(82);
    await fill(page, 'Budget par cadeau (facultatif)', '20');
    await waitStored(page, 'secret-santa', { participants: people.join('\n'), exclusions: JSON.stringify(exclusions), budget: '20' });
    expect(new URLSearchParams(await addressQuery(page)).has('exclusions')).toBe(false);

    await reload(page);
    expect(await chips(page)).toBe(82);
    await fill(page, 'Budget par cadeau (facultatif)', '25');
    await waitStored(page, 'secret-santa', { participants: people.join('\n'), exclusions: JSON.stringify(exclusions), budget: '25' });
    await reload(page);
    expect(await chips(page)).toBe(82);
    expect(await fieldValue(page, 'Budget par cadeau (facultatif)')).toBe('25');
  });
}

/** The QR code's Wi-Fi password: typed, never in the address nor in storage, gone after a reload; an old copy is erased. */
export function secretsStayOffTheDevice(open: (route: string) => Promise<Page>): void {
  it('a Wi-Fi password is neither in the address nor in storage, and the field is empty after a reload', async () => {
    const password = 'Mot2passe-Tr3s-Secret';
    const page = await open('/qr-code/');
    await page.waitForSelector('.tool-actions[data-restored="true"]');
    await page.$eval('input[name="qr-type"][value="wifi"]', (el) => (el as HTMLInputElement).click());
    await page.waitForSelector('[name="qr-wifi-password"]');
    await page.type('[name="qr-wifi-password"]', password);
    // The network's name last: once it is saved, so is everything typed before it.
    await setValue(page, '[name="qr-wifi-ssid"]', 'Boutique Élise');
    await waitStored(page, 'qr-code', { type: 'wifi', reseau: 'Boutique Élise' });
    expect(await addressQuery(page)).toBe('type=wifi&reseau=Boutique+%C3%89lise');
    expect(await everythingStored(page)).not.toContain(password);

    await reload(page);
    await page.waitForSelector('[name="qr-wifi-password"]');
    expect(await page.$eval('[name="qr-wifi-ssid"]', (el) => (el as HTMLInputElement).value)).toBe('Boutique Élise');
    expect(await page.$eval('[name="qr-wifi-password"]', (el) => (el as HTMLInputElement).value)).toBe('');
    expect(await everythingStored(page)).not.toContain(password);

    // A password an older version stored is erased as the tool opens, and never shown.
    await storeInputs(page, 'qr-code', { type: 'wifi', reseau: 'Boutique Élise', 'mot-de-passe': password });
    await reload(page);
    await waitStored(page, 'qr-code', { type: 'wifi', reseau: 'Boutique Élise' });
    expect(await page.$eval('[name="qr-wifi-password"]', (el) => (el as HTMLInputElement).value)).toBe('');
    expect(await everythingStored(page)).not.toContain(password);
  });
}
