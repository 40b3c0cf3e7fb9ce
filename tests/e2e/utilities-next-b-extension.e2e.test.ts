import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../platform/siteConfig';
import { alerts, axeViolations, captureDownloads, clickText, details, hasHorizontalScroll, paste, text, useBrowser, waitResult, waitText } from './site';

// Secret Santa in the extension's full-tab page: its links point to the public website.
const ext = useBrowser({ extension: true });

describe('extension full-tab page: Secret Santa links', () => {
  it('Secret Santa links point to the public website, and open there on that person’s assignment only', async () => {
    await ext.grantClipboard(ext.extensionUrl);
    const full = await ext.openExtension('options.html#/secret-santa/');
    await paste(full, 'Participants (un par ligne)', 'Marie\nPaul\nZoé');
    await clickText(full, 'Générer');
    await full.waitForSelector('.santa-links');
    await full.evaluate(() => navigator.clipboard.writeText(''));
    await clickText(full, 'Copier le lien de Paul');
    await full.waitForFunction(() => navigator.clipboard.readText().then((t) => t !== ''));
    const link = await full.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${siteConfig.siteUrl.replace(/[.]/g, '\\.')}/secret-santa/#tirage=[A-Za-z0-9_-]+$`));
    await clickText(full, 'Tout afficher');
    const rows = await full.$$eval('.santa-result', (items) =>
      items.map((li) => [li.querySelector('.santa-result__giver')!.textContent, li.querySelector('.santa-result__receiver')!.textContent]),
    );
    const receiver = rows.find(([giver]) => giver === 'Paul')![1]!;
    // What a participant without the extension opens: the same path and fragment on the website.
    const guest = await ext.open(link.slice(siteConfig.siteUrl.length));
    await waitText(guest, '#santa-reveal-title', 'Bonjour Paul,');
    await clickText(guest, 'Révéler mon tirage');
    expect(await text(guest, '[data-testid="santa-reveal-receiver"]')).toBe(receiver);
    expect(await axeViolations(full)).toEqual([]);
  });
});
