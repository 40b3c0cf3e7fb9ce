import { describe, expect, it } from 'vitest';
import { choose, clickText, decodePng, download, pasteName, STAMP, VERIFIED, verdict, tooLongMessage } from './qr';
import { axeViolations, hasHorizontalScroll, POPUP, text, useBrowser } from './site';

// Issue 8 in the extension: the QR code generator opens from the popup in the full-tab page.
const ext = useBrowser({ extension: true });

describe('extension: QR code generator', () => {
  it('is listed in the popup and opens in the full-tab page', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    await popup.type('input[type="search"]', 'flashcode');
    await popup.waitForSelector('[data-tool-id="qr-code"]');
    const link = await popup.$eval('[data-tool-id="qr-code"] .tool-card__link', (a) => ({
      href: (a as HTMLAnchorElement).href,
      target: (a as HTMLAnchorElement).target,
    }));
    expect(link).toEqual({ href: `${ext.extensionUrl}/options.html#/qr-code/`, target: '_blank' });
    expect(await hasHorizontalScroll(popup)).toBe(false);

    // Opened from the keyboard (a user gesture, like a click) without depending on a clickable point.
    await popup.focus('[data-tool-id="qr-code"] .tool-card__link');
    await popup.keyboard.press('Enter');
    const target = await ext.browser.waitForTarget((t) => t.url() === `${ext.extensionUrl}/options.html#/qr-code/`, { timeout: 10_000 });
    const tab = await target.page();
    try {
      await tab!.waitForSelector('input[name="qr-type"]', { timeout: 15_000 });
      expect(await text(tab!, 'h1')).toBe('Générateur de QR code');
    } finally {
      await tab?.close();
    }
  });

  it('never advises level L for a text over L’s maximum (10 000 « x »)', async () => {
    const message = await tooLongMessage(await ext.openExtension('options.html#/qr-code/'), 'x'.repeat(10_000));
    expect(message).toContain('Le contenu (10 000 octets) dépasse ce qu’un QR code peut contenir au niveau M (2 331 octets au plus) : raccourcissez-le : il ne tient pas non plus au niveau L (2 953 octets au plus).');
    expect(message).not.toContain('choisissez le niveau');
  });

  it('makes, verifies and downloads a Wi-Fi code in the full-tab page at the popup width, with nothing fetched', async () => {
    const full = await ext.openExtension('options.html#/qr-code/', { width: 400, height: 800 });
    expect(await text(full, 'h1')).toBe('Générateur de QR code');
    await full.waitForSelector('input[name="qr-type"][value="wifi"]');
    await choose(full, 'qr-type', 'wifi');
    await pasteName(full, 'qr-wifi-ssid', 'Boutique Élise');
    await pasteName(full, 'qr-wifi-password', 'été;2026');
    await clickText(full, 'Plus d’infos');
    expect(await verdict(full)).toBe(VERIFIED);
    expect(await hasHorizontalScroll(full)).toBe(false);

    const png = await download(full, 'Télécharger en PNG');
    expect(png.name.replace(/\.png$/, '')).toMatch(STAMP);
    expect(decodePng(png.data).text).toBe('WIFI:T:WPA;S:Boutique Élise;P:été\\;2026;;');
    expect(await axeViolations(full)).toEqual([]);
  });
});
