import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { longInputsSurviveReloads, secretsStayOffTheDevice } from './inputs';
import { alerts, axeViolations, clickText, fieldValue, fill, RESULT, text, useBrowser, waitResult } from './site';
import { until } from './browser';

// On the website: every tool's inputs in its address (replaced as the user types,
// no history entries), a link that reopens the same inputs and result, hostile queries answered with the
// tool's own French errors, inputs remembered on the device across a browser restart, « Réinitialiser ».
const site = useBrowser();

/** The query of the page's address, once it has followed the inputs (it is written after a short pause). */
async function waitQuery(page: Page, expected: string): Promise<void> {
  await until(page, (q) => window.location.search === q, { timeout: 5_000 }, expected).catch(async () => {
    expect(await page.evaluate(() => window.location.search)).toBe(expected);
  });
}

const checked = (page: Page, name: string) =>
  page.$$eval('input[type="radio"]:checked', (inputs) => inputs.map((i) => i.closest('label')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''), name);

describe('inputs in the address', () => {
  it('follow what is typed and chosen, without history entries, and reopen the same result in a new page', async () => {
    const page = await site.open('/ttc-ht/');
    const history = await page.evaluate(() => window.history.length);
    await fill(page, 'Montant TTC', '1 234,5');
    await clickText(page, 'HT vers TTC');
    await clickText(page, '5,5 %');
    await waitQuery(page, '?montant=1+234%2C5&sens=ht-ttc&taux=5.5');
    expect(await page.evaluate(() => window.location.pathname)).toBe('/ttc-ht/');
    expect(await page.evaluate(() => window.history.length)).toBe(history);
    const result = await text(page, RESULT);
    expect(result).toBe('1 302,40 €'); // 1 234,5 × 1,055 = 1 302,3975

    const copy = await site.open(`/ttc-ht/?montant=1+234%2C5&sens=ht-ttc&taux=5.5`);
    await waitResult(copy, result);
    expect(await fieldValue(copy, 'Montant HT')).toBe('1 234,5');
    expect(await checked(copy, 'sens')).toEqual(expect.arrayContaining(['HT vers TTC', '5,5 %']));
    // The pre-rendered page and the canonical address stay without a query.
    expect(await copy.$eval('link[rel="canonical"]', (l) => l.getAttribute('href'))).toMatch(/\/ttc-ht\/$/);
  });

  it('« Copier le lien » copies the address of what is on screen', async () => {
    await site.grantClipboard();
    const page = await site.open('/taux-evolution/');
    await fill(page, 'Valeur initiale', '80');
    await fill(page, 'Valeur finale', '100');
    await clickText(page, 'Copier le lien', 'button');
    await until(page, () => document.querySelector('.tool-actions')?.textContent?.includes('Copié'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${site.url}/taux-evolution/?initiale=80&finale=100`);
    const opened = await site.open(copied.slice(site.url.length));
    await waitResult(opened, '+25,00 %');
  });

  it('a hostile or malformed query gives the tool’s own French errors, never a crash', async () => {
    const hostile = [
      '/ttc-ht/?montant=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&sens=__proto__&taux=constructor',
      '/cpc/?cout=-5&clics=1e309',
      '/pourcentage/?calcul=valueOf&valeur=abc&total=0',
      `/slugify/?texte=${'%F0%9F%98%80'.repeat(400)}%ED%A0%80&separateur=%00&minuscules=peut-etre`,
      '/qr-code/?type=wifi&reseau=%22%3B%5C&mot-de-passe=secret&taille=99999&niveau=Z&couleur=red;x:url(y)',
      '/signature-email/?nom=%3Cscript%3Ealert(1)%3C%2Fscript%3E&modele=evil&taille=huge&couleur=javascript:alert(1)',
      '/compression-image/?qualite=-1&format=gif&largeur=1e9',
    ];
    for (const path of hostile) {
      const page = await site.open(path);
      await page.waitForSelector('.tool-actions');
      expect(await page.$('h1'), path).not.toBeNull();
      expect(await page.evaluate(() => document.body.textContent ?? ''), path).not.toMatch(/NaN|Infinity|undefined|\[object/);
      await page.close();
    }
    const vat = await site.open(hostile[0]!);
    await vat.waitForSelector('.field__error');
    expect(await alerts(vat)).toEqual(['Veuillez entrer un montant valide']);
    expect(await text(vat, RESULT)).toBe('—');
    expect(await checked(vat, 'sens')).toEqual(expect.arrayContaining(['TTC vers HT', '20 %']));
    // The Wi-Fi password is a secret: never read from (nor written to) the address.
    const qr = await site.open(hostile[4]!);
    // The Wi-Fi fields come with the QR code's output chunk, requested at start for a type other than a link.
    await qr.waitForSelector('input[name="qr-wifi-ssid"]');
    expect(await qr.$eval('input[name="qr-wifi-ssid"]', (i) => (i as HTMLInputElement).value)).toBe('";\\');
    expect(await qr.$eval('input[name="qr-wifi-password"], input[type="password"]', (i) => (i as HTMLInputElement).value)).toBe('');
  });

  it('a page opened with inputs keeps the remembered ones out, and leaving a tool leaves its query behind', async () => {
    const page = await site.open('/cpc/');
    await fill(page, 'Coût total', '500');
    await waitQuery(page, '?cout=500');
    await page.click('a.logo');
    await until(page, () => window.location.pathname === '/' && window.location.search === '');
    const linked = await site.open('/cpc/?cout=90&clics=3');
    await waitResult(linked, '30,00 €');
    expect(await fieldValue(linked, 'Coût total')).toBe('90');
  });
});

describe('inputs remembered on this device', () => {
  it('come back after a browser restart; the address wins; « Réinitialiser » forgets them (with undo)', async () => {
    let page = await site.open('/taux-evolution/');
    const labels = ['Valeur initiale', 'Valeur finale'];
    await fill(page, labels[0]!, '1500');
    await fill(page, labels[1]!, '1200');
    const result = await text(page, RESULT);
    expect(result).toBe('-20,00 %');
    await until(page, () => localStorage.getItem('outilo:inputs:evolution') !== null);

    await site.restartBrowser();
    page = await site.open('/taux-evolution/');
    await waitResult(page, result);
    expect(await fieldValue(page, labels[0]!)).toBe('1500');
    // Nothing was typed on this visit: the address stays clean.
    expect(await page.evaluate(() => window.location.search)).toBe('');

    await clickText(page, 'Réinitialiser', 'button');
    expect(await fieldValue(page, labels[0]!)).toBe('');
    await until(page, () => localStorage.getItem('outilo:inputs:evolution') === null);
    await clickText(page, 'Annuler la réinitialisation', 'button');
    expect(await fieldValue(page, labels[0]!)).toBe('1500');
    await waitResult(page, result);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a text over 100 000 characters stays out of the address, and a reload brings it back from the device', async () => {
    const page = await site.open('/slugify/');
    const big = 'mot '.repeat(26_000);
    await page.$eval('.tool__body textarea', (field, value) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, big);
    const slugLength = () => document.querySelector('[data-testid="result-value"]')?.textContent?.trim().length ?? 0;
    await until(page, slugLength);
    await until(page, () => document.querySelector('.tool-actions')?.textContent?.includes('le lien copié ne le contient pas'));
    expect(await page.evaluate(() => window.location.search)).toBe('');
    const said = await page.evaluate(() => document.body.textContent);
    expect(said).not.toContain('trop long pour être mémorisé');
    expect(said).not.toContain('trop long pour être gardé');
    // Written once typing pauses, to IndexedDB (more than localStorage holds): the reload finds it there.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await page.reload({ waitUntil: 'load' });
    await until(page, (length) => document.querySelector('[data-testid="result-value"]')?.textContent?.trim().length === length, {}, big.trim().length);
  });
});

describe('what the address leaves out comes from the device', () => {
  longInputsSurviveReloads((route) => site.open(route));
});

describe('secrets', () => {
  secretsStayOffTheDevice((route) => site.open(route));
});
