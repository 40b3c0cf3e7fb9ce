import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, copiedText, hasHorizontalScroll, RESULT, text, waitAlert, waitResult } from '../site';
import { describeTool } from '../targets';
import { until } from '../browser';

const PASSWORD_CHARS = /^[A-Za-z0-9@#$%&*+\-=?!]+$/;

/** The password once generated in the browser (the pre-rendered page only shows bullets). */
async function password(page: Page): Promise<string> {
  await until(page, (sel) => !(document.querySelector(sel)?.textContent ?? '•').includes('•'), {}, RESULT);
  return text(page, RESULT);
}

/** The query of the page's address, once the tool has written it (it follows the inputs after a pause). */
async function waitQuery(page: Page, part: string): Promise<string> {
  await until(page, (p) => window.location.href.includes(p), { timeout: 5000 }, part);
  return page.evaluate(() => window.location.href);
}

describeTool('password-generator', (tool) => {
  tool.onWebsite('generates after load, regenerates on the button and on every option', async () => {
    const page = await tool.open();
    const first = await password(page);
    expect(first).toHaveLength(10);
    expect(first).toMatch(PASSWORD_CHARS);
    for (const set of [/[A-Z]/, /[a-z]/, /[0-9]/, /[@#$%&*+\-=?!]/]) expect(first).toMatch(set);
    expect(await text(page, '.strength__label')).toBe('Fort');
    expect(await text(page, '.strength__figures div:nth-child(2) dd')).toBe('61,1 bits');

    await clickText(page, 'Régénérer');
    await until(page, (sel, old) => document.querySelector(sel)?.textContent !== old, {}, RESULT, first);

    await clickText(page, 'Symboles (@ # $ % & * + - = ? !)', 'label');
    await until(page, (sel) => /^[A-Za-z0-9]{10}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(await text(page, '.strength__label')).toBe('Moyen');

    // The slider, by keyboard: End goes to 32 characters.
    await page.focus('input[type="range"]');
    await page.keyboard.press('End');
    await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').length === 32, {}, RESULT);
    expect(await page.$eval('input[type="range"]', (el) => el.getAttribute('aria-valuetext'))).toBe('32\u00a0caractères');
    expect(await text(page, '.strength__label')).toBe('Fort');
    await clickText(page, 'Symboles (@ # $ % & * + - = ? !)', 'label');
    await until(page, () => document.querySelector('.strength__label')?.textContent === 'Très fort');
    expect(await text(page, '.strength__figures div:nth-child(2) dd')).toBe('198,1 bits');
    expect(await page.$eval(RESULT, (el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  });

  tool.onWebsite('asks for at least one character class', async () => {
    const page = await tool.open();
    await password(page);
    for (const label of ['Majuscules (A-Z)', 'Minuscules (a-z)', 'Chiffres (0-9)', 'Symboles (@ # $ % & * + - = ? !)']) {
      await clickText(page, label, 'label');
    }
    await waitAlert(page, 'Veuillez sélectionner au moins un type de caractères');
    await waitResult(page, '—');
    expect(await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Régénérer')?.disabled)).toBe(true);
    await clickText(page, 'Chiffres (0-9)', 'label');
    await until(page, (sel) => /^[0-9]{10}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(await alerts(page)).toEqual([]);
  });

  it('copies the password', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    const value = await password(page);
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe(value);
  });

  it('loads the word list only when the passphrase mode is chosen, and never puts a passphrase in the address', async () => {
    const page = await tool.open();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').length === 10, {}, RESULT);
    expect(requested.filter((u) => u.includes('frenchWords'))).toEqual([]);
    await clickText(page, 'Phrase de passe', 'label');
    await until(page, (sel) => /^[a-z]{4,7}(-[a-z]{4,7}){4}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    expect(requested.filter((u) => u.includes('frenchWords'))).toHaveLength(1);
    expect(await text(page, '.strength__figures div:nth-child(2) dd')).toMatch(/^66,\d bits$/);
    expect(await text(page, '.strength__label')).toBe('Fort');
    await clickText(page, 'Espace', 'label');
    await clickText(page, 'Initiale de chaque mot', 'label');
    await clickText(page, 'Ajouter un chiffre à un mot au hasard', 'label');
    await until(page, (sel) => /^([A-Z][a-z]{3,6}\d? ){4}[A-Z][a-z]{3,6}\d?$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    const phrase = await text(page, RESULT);
    // The popup has no address.
    if (tool.target !== 'popup') {
      const href = await waitQuery(page, 'chiffre=oui');
      expect(href).toContain('mode=phrase');
      expect(decodeURIComponent(href)).not.toContain(phrase);
    }
    // What the website remembers, in its localStorage.
    if (tool.target === 'website') expect(await page.evaluate(() => localStorage.getItem('outilo:inputs:password-generator'))).not.toContain(phrase.split(' ')[0]);
  });

  it('generates a password and regenerates it, 32 characters without horizontal scroll', async () => {
    const page = await tool.open();
    expect(await text(page, 'h1')).toBe('Générateur de mot de passe');
    await until(page, (sel) => /^[A-Za-z0-9@#$%&*+\-=?!]{10}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    const first = await text(page, RESULT);
    await clickText(page, 'Régénérer');
    await until(page, (sel, old) => document.querySelector(sel)?.textContent !== old, {}, RESULT, first);
    await page.focus('input[type="range"]');
    await page.keyboard.press('End');
    await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').length === 32, {}, RESULT);
    expect(await text(page, '.strength__label')).toBe('Très fort');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('switches to a passphrase and back, and gives ten passwords with their own copy buttons', async () => {
    const page = await tool.open();
    await clickText(page, 'Phrase de passe', 'label');
    await until(page, (sel) => /^[a-z]{4,7}(-[a-z]{4,7}){4}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
    await clickText(page, 'Mot de passe', 'label');
    await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').length === 10, {}, RESULT);
    const count = (await page.$$('input[type="range"]'))[1]!;
    await count.focus();
    await page.keyboard.press('End');
    await until(page, () => document.querySelectorAll('.password-list__value').length === 10);
    expect(await page.$eval('[aria-label="Copier le mot de passe 10"]', (el) => el.tagName)).toBe('BUTTON');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  tool.onWebsite('asks for a character class without an axe-core violation', async () => {
    const page = await tool.open();
    expect(await axeViolations(page)).toEqual([]);
    for (const label of ['Majuscules (A-Z)', 'Minuscules (a-z)', 'Chiffres (0-9)', 'Symboles (@ # $ % & * + - = ? !)']) {
      await clickText(page, label, 'label');
    }
    await waitAlert(page, 'Veuillez sélectionner au moins un type de caractères');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows 32 characters without horizontal scroll at 390 px', async () => {
    const narrow = await tool.open('', { width: 390, height: 800 });
    await narrow.focus('input[type="range"]');
    await narrow.keyboard.press('End');
    await until(narrow, (sel) => (document.querySelector(sel)?.textContent ?? '').length === 32, {}, RESULT);
    expect(await hasHorizontalScroll(narrow)).toBe(false);
  });

  // The website pre-renders the page: the password must not be in it.
  if (tool.target === 'website') {
    it('never ships a password in the pre-rendered HTML', async () => {
      const html = await (await fetch(`${tool.browser.url}/mot-de-passe/`)).text();
      expect(html).toMatch(/data-testid="result-value">•{10}</);
    });
  }

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('excludes look-alike characters and generates several passwords with their own copy buttons', async () => {
      const page = await tool.open('?longueur=32&sans-ambigus=oui&nombre=3');
      await tool.grantClipboard();
      await until(page, () => document.querySelectorAll('.password-list__value').length === 3);
      const values = await page.$$eval('.password-list__value', (els) => els.map((el) => el.textContent ?? ''));
      for (const value of values) {
        expect(value).toHaveLength(32);
        expect(value).not.toMatch(/[0Oo1lI|]/);
      }
      await clickText(page, 'Copier le mot de passe 3');
      expect(await copiedText(page, '.password-list__item:nth-child(3) .copy-button')).toBe(values[2]);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('opens a passphrase setting from a crafted address', async () => {
      const page = await tool.open('?mode=phrase&mots=8&separateur=point&capitales=un-mot');
      await until(page, (sel) => (document.querySelector(sel)?.textContent ?? '').split('.').length === 8, {}, RESULT);
      const words = (await text(page, RESULT)).split('.');
      expect(words.filter((w) => /^[A-Z]+$/.test(w))).toHaveLength(1);
      expect(await text(page, '.strength__label')).toBe('Très fort');
    });

    it('opens a passphrase with an underscore from a crafted address', async () => {
      const page = await tool.open('?mode=phrase&mots=4&separateur=souligne');
      await until(page, (sel) => /^[a-z]{4,7}(_[a-z]{4,7}){3}$/.test(document.querySelector(sel)?.textContent ?? ''), {}, RESULT);
      expect(await text(page, '.strength__label')).toBe('Moyen');
      expect(await alerts(page)).toEqual([]);
    });
  }

  tool.onWebsite('writes the entropy with one decimal', async () => {
    const page = await tool.open();
    await page.waitForSelector('.strength__figures div:nth-child(2) dd');
    const entropy = await page.$eval('.strength__figures div:nth-child(2) dd', (dd) => dd.textContent!.replace(/[\u00a0\u202f]/g, ' '));
    expect(entropy).toMatch(/^\d+,\d bits$/);
  });
});
