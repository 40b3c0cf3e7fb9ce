import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, clickText, clipboardPaste, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, RESULT, setValue, text, tooLongMessage, useBrowser, waitResult, waitText } from './site';

// Issue 4, part A in the extension: the three tools inside the popup, the word counter in the full-tab page.
const ext = useBrowser({ extension: true });
describe('extension: the three tools inside the popup', () => {
  it('counts days inline, across a daylight-saving change in New York, without horizontal scroll', async () => {
    const popup = await ext.openPopupTool('date-difference');
    expect(await text(popup, 'h1')).toBe('Calculateur de jours entre deux dates');
    await popup.emulateTimezone('America/New_York');
    await paste(popup, 'Date de début', '2025-03-01');
    await paste(popup, 'Date de fin', '2025-04-01');
    await waitResult(popup, '31 jours');
    expect(await text(popup, '.result-card__note')).toBe('Du samedi 1er mars 2025 au mardi 1er avril 2025. Aucun jour férié ne tombe un jour ouvré dans cette période.');
    await clickText(popup, 'Aujourd’hui comme date de fin');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(await fieldValue(popup, 'Date de fin')).toBe(today);
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await popup.$eval('a.popup-link[target="_blank"]', (a) => (a as HTMLAnchorElement).href)).toBe(`${ext.extensionUrl}/options.html#/jours-entre-dates/`);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('computes a time difference inline, past midnight, with the format error', async () => {
    const popup = await ext.openPopupTool('time-difference');
    expect(await text(popup, 'h1')).toBe('Calculateur de différence horaire');
    await fill(popup, 'Heure de début', '2230');
    await fill(popup, 'Heure de fin', '07:15');
    await waitResult(popup, '525 minutes');
    expect(await text(popup, '.time-midnight')).toBe('Passe minuit : l’heure de fin est comprise comme le lendemain (+ 24 h).');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    await fill(popup, 'Heure de fin', '7:75');
    await popup.waitForSelector('[role="alert"]');
    expect(await text(popup, '[role="alert"]')).toBe('Format invalide. Utilisez HH:MM');
    expect(await text(popup, RESULT)).toBe('—'); // issue 12: no figure beside an error
    expect(await hasHorizontalScroll(popup)).toBe(false);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('counts words inline, clears, and keeps the popup within 400 px', async () => {
    const popup = await ext.openPopupTool('word-counter');
    expect(await text(popup, 'h1')).toBe('Compteur de mots');
    await fill(popup, 'Votre texte', 'Bonjour ! Voici l’arc-en-ciel : 7 couleurs.\n\nFin ?');
    await waitText(popup, '[data-testid="stat-words"]', '6');
    expect(await text(popup, '[data-testid="stat-sentences"]')).toBe('3');
    expect(await text(popup, '[data-testid="stat-paragraphs"]')).toBe('2');
    await setValue(popup, 'textarea', `${'x'.repeat(3_000)} ${'mot '.repeat(45_000)}`);
    await waitText(popup, '[data-testid="stat-words"]', '45 001');
    expect(await hasHorizontalScroll(popup)).toBe(false);
    await clickText(popup, 'Effacer');
    await waitText(popup, '[data-testid="stat-chars"]', '0');
    expect(await axeViolations(popup)).toEqual([]);
  });
});

describe('extension: full-tab page', () => {
  it('runs the word counter on a paste at its 200 000-character limit, and refuses 5 MB and 20 MB', async () => {
    const full = await ext.openExtension('options.html#/compteur-mots/');
    await ext.grantClipboard(ext.extensionUrl);
    expect(await text(full, 'h1')).toBe('Compteur de mots');
    expect(await text(full, '.breadcrumb')).toMatch(/^Accueil\s*Compteur de mots$/);
    const paragraph = 'Le référencement naturel demande du temps, de la patience et des contenus utiles. Publiez souvent !\n\n';
    const copies = Math.floor(200_000 / paragraph.length);
    const started = Date.now();
    await clipboardPaste(full, 'Votre texte', paragraph, copies * paragraph.length);
    await waitText(full, '[data-testid="stat-paragraphs"]', frenchNumber(copies));
    console.info(`extension word counter: ${copies * paragraph.length} characters counted in ${Date.now() - started} ms`);
    expect(full.workers().map((w) => new URL(w.url()).pathname)).toEqual([expect.stringMatching(/wordCounter\.worker-[\w-]+\.js$/)]);
    expect(await text(full, '[data-testid="stat-words"]')).toBe(frenchNumber(copies * 15));
    expect(await text(full, '[data-testid="stat-sentences"]')).toBe(frenchNumber(copies * 2));
    expect(await axeViolations(full)).toEqual([]);

    await clickText(full, 'Effacer');
    await waitText(full, '[data-testid="stat-words"]', '0');
    for (const size of [5 * 1024 * 1024, 20 * 1024 * 1024]) {
      await clipboardPaste(full, 'Votre texte', paragraph, size);
      expect(await tooLongMessage(full, 'Votre texte')).toBe(`Texte trop long : 200 000 caractères au plus (celui-ci en compte ${frenchNumber(size)}).`);
      expect(await fieldValue(full, 'Votre texte')).toBe('');
    }
    // The page answers: a keystroke is counted.
    await full.keyboard.type('Bonjour !');
    await waitText(full, '[data-testid="stat-words"]', '1');
  });

  it('cuts a text longer than its limit that comes in the address, and says so', async () => {
    const full = await ext.openExtension(`options.html#/compteur-mots/?texte=${'mot%20'.repeat(300_000)}`);
    expect(await tooLongMessage(full, 'Votre texte')).toBe('Texte trop long : 200 000 caractères au plus (celui-ci en compte 1 200 000). Seuls les 200 000 premiers caractères sont pris en compte.');
    await waitText(full, '[data-testid="stat-words"]', '50 000');
    expect(await text(full, '[data-testid="stat-chars"]')).toBe('200 000');
  });

  it('opens the days and time tools in the full-tab page too', async () => {
    const dates = await ext.openExtension('options.html#/jours-entre-dates/');
    expect(await text(dates, 'h1')).toBe('Calculateur de jours entre deux dates');
    await paste(dates, 'Date de début', '2024-01-01');
    await paste(dates, 'Date de fin', '2024-12-31');
    await waitResult(dates, '365 jours');
    const times = await ext.openExtension('options.html#/difference-horaire/');
    expect(await text(times, 'h1')).toBe('Calculateur de différence horaire');
    await fill(times, 'Heure de début', '0900');
    await fill(times, 'Heure de fin', '1730');
    await waitResult(times, '510 minutes');
  });
});
