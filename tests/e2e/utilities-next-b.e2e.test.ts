import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { alerts, axeViolations, captureDownloads, clickText, details, fieldValue, hasHorizontalScroll, paste, RESULT, text, useBrowser, waitResult, waitText } from './site';

// Secret Santa's links on the website: one link per participant, opened on that person's assignment only.
const site = useBrowser();

/** Clicks the copy button whose visible text is `caption` and returns what it put on the clipboard. */
async function copyByCaption(page: Page, caption: string): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await clickText(page, caption);
  await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t !== ''));
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('website: Secret Santa links', () => {
  it('the organiser copies a link, a new page opened with it shows only that person’s assignment', async () => {
    await site.grantClipboard();
    const exclusions = encodeURIComponent(JSON.stringify([['Marie', 'Paul', 'sens-unique']]));
    const page = await site.open(`/secret-santa/?participants=Marie%0APaul%0AZo%C3%A9%0AL%C3%A9o&exclusions=${exclusions}&budget=20&date=2026-12-19`);
    await clickText(page, 'Générer');
    await page.waitForSelector('.santa-links');
    const names = await page.$$eval('.santa-links button', (buttons) => buttons.map((b) => (b.textContent ?? '').replace(/\u00a0/g, ' ')));
    expect(names).toEqual(['Copier le lien de Marie', 'Copier le lien de Paul', 'Copier le lien de Zoé', 'Copier le lien de Léo']);
    const link = await copyByCaption(page, 'Copier le lien de Marie');
    expect(link).toMatch(new RegExp(`^${site.url.replace(/[.]/g, '\\.')}/secret-santa/#tirage=[A-Za-z0-9_-]+$`));
    // No name can be read from the link, neither as text nor once its token is decoded (the token is random
    // base64url: « Zo » alone turned up in it by chance, so the names are looked for whole).
    const token = link.slice(link.indexOf('#tirage=') + '#tirage='.length);
    for (const readable of [decodeURIComponent(link), Buffer.from(token, 'base64url').toString('utf8')]) {
      expect(readable).not.toMatch(/Marie|Paul|Zoé|Léo/);
    }
    const message = await copyByCaption(page, 'Copier le tirage de Marie');
    expect(message.replace(/\u00a0/g, ' ')).toMatch(/^Secret Santa : Marie, tu offres un cadeau à (Zoé|Léo), budget 20 €, échange le 19 décembre 2026\.$/);
    const receiver = message.replace(/^.*un cadeau à ([^,]+),.*$/s, '$1');
    // The draw never reaches the address.
    expect(await page.evaluate(() => location.href)).not.toContain('tirage');

    const guest = await site.open(link.slice(site.url.length));
    await waitText(guest, '#santa-reveal-title', 'Bonjour Marie,');
    expect(await guest.$('textarea')).toBeNull();
    expect(await guest.$('[data-testid="santa-reveal-receiver"]')).toBeNull();
    expect(await guest.evaluate(() => document.body.textContent)).not.toContain(receiver);
    await clickText(guest, 'Révéler mon tirage');
    expect(await text(guest, '[data-testid="santa-reveal-receiver"]')).toBe(receiver);
    expect(await text(guest, '.santa-reveal__details')).toBe('Budget : 20 €Échange le 19 décembre 2026');
    // The fragment survived the history router and hydration.
    expect(await guest.evaluate(() => location.hash)).toBe(link.slice(link.indexOf('#')));
    expect(await axeViolations(guest)).toEqual([]);
    const mobile = await site.open(link.slice(site.url.length), { width: 390, height: 800 });
    // The fragment is read once the page is interactive: wait for the reveal view, as above.
    await waitText(mobile, '#santa-reveal-title', 'Bonjour Marie,');
    await clickText(mobile, 'Révéler mon tirage');
    expect(await hasHorizontalScroll(mobile)).toBe(false);
  });

  it('a damaged link gives a French error, not the organiser view', async () => {
    const page = await site.open('/secret-santa/#tirage=AbCdEf%3Cscript%3E');
    await page.waitForSelector('[role="alert"]');
    expect(await alerts(page)).toEqual(['Ce lien de Secret Santa est incomplet ou abîmé : demandez à l’organisateur de vous le renvoyer, en le copiant en entier.']);
    expect(await page.$('textarea')).toBeNull();
  });

  it('opens a crafted organiser address with a one-way exclusion, budget and date', async () => {
    const exclusions = encodeURIComponent(JSON.stringify([['A', 'B', 'sens-unique']]));
    const page = await site.open(`/secret-santa/?participants=A%0AB%0AC&exclusions=${exclusions}&budget=15&date=2026-12-18`);
    expect(await text(page, '.santa-chips')).toBe('A ↛n’offre pas à B');
    expect(await fieldValue(page, 'Budget par cadeau (facultatif)')).toBe('15');
    await clickText(page, 'Générer');
    await clickText(page, 'Tout afficher');
    // A ↛ B with three people leaves one assignment: A → C → B → A.
    expect(await page.$$eval('.santa-result__receiver', (els) => els.map((e) => e.textContent))).toEqual(['C', 'A', 'B']);
    expect(await text(page, RESULT)).toBe('3 participants');
  });
});
