import { expect, it } from 'vitest';
import { buildVcard, buildWifi } from '../../../tools/qr-code/payload';
import { choose, clickText, decodePng, decodeSvg, download, encoded, fill, pasteName, STAMP, typeIn, VERIFIED, verdict, tooLongMessage } from '../qr';
import { axeViolations, hasHorizontalScroll, loadedChunks, POPUP, text } from '../site';
import { describeTool } from '../targets';

describeTool('qr-code', (tool) => {
  it('waits for the typing to pause before it draws, with a spinner meanwhile', async () => {
    const page = await tool.open();
    // What the page goes through, in order: each keystroke, the spinner's first showing, each new image.
    await page.evaluate(() => {
      const w = window as unknown as { qrEvents: string[] };
      w.qrEvents = [];
      document.addEventListener('input', () => w.qrEvents.push('input'), true);
      let spinner = false;
      let image = '';
      new MutationObserver(() => {
        if (document.querySelector('.qr-spinner') && !spinner) w.qrEvents.push('spinner');
        spinner ||= !!document.querySelector('.qr-spinner');
        const src = document.querySelector('.qr-preview__image')?.getAttribute('src') ?? '';
        if (src && src !== image) w.qrEvents.push('image');
        image = src || image;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    });
    // The encoder and the drawing code (one chunk, `draw`) and the decoder load for the first code, not with the page
    // (the website's chunks, under /assets/).
    const chunks = async () => (await loadedChunks(page)).filter((n) => ['draw', 'jsQR'].includes(n));
    if (tool.target === 'website') expect(await chunks()).toEqual([]);
    const typed = 'outilo.fr/qr-code/?utm_source=flyer';
    await typeIn(page, 'qr-url', typed);
    expect(await verdict(page)).toBe(VERIFIED);
    if (tool.target === 'website') expect((await chunks()).sort()).toEqual(['draw', 'jsQR']);
    const events = await page.evaluate(() => (window as unknown as { qrEvents: string[] }).qrEvents);
    // The spinner shows while the user still types, and the code comes after the last keystroke.
    expect(events.indexOf('spinner')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('spinner')).toBeLessThan(events.lastIndexOf('input'));
    expect(events.at(-1)).toBe('image');
    // An image per pause in the typing, not one per keystroke (the 36 characters are typed without a pause).
    expect(events.filter((e) => e === 'input')).toHaveLength(typed.length);
    expect(events.filter((e) => e === 'image').length).toBeLessThan(typed.length / 4);

    expect(await encoded(page)).toBe('https://outilo.fr/qr-code/?utm_source=flyer');
    const info = await page.$$eval('.qr-info > div', (rows) => rows.map((r) => [r.querySelector('dt')?.textContent?.replace(/[\u00a0\u202f]/g, ' '), r.querySelector('dd')?.textContent?.replace(/[\u00a0\u202f]/g, ' ')]));
    expect(Object.fromEntries(info)).toEqual({
      Type: 'Site web (URL)',
      Taille: '300 × 300 px',
      'Imprimé à 300 ppp': '2,5 cm de côté',
      'Correction d’erreur': 'M – 15 %',
      'Longueur encodée': '43 caractères',
      Version: '4 (33 × 33 modules)',
    });
    expect(await page.$eval('.qr-preview__image', (img) => (img as HTMLImageElement).getBoundingClientRect().width)).toBeLessThanOrEqual(300);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('never advises level L for a text over L’s maximum (10 000 « x »)', async () => {
    const message = await tooLongMessage(await tool.open(), 'x'.repeat(10_000));
    expect(message).toContain('Le contenu (10 000 octets) dépasse ce qu’un QR code peut contenir au niveau M (2 331 octets au plus) : raccourcissez-le : il ne tient pas non plus au niveau L (2 953 octets au plus).');
    expect(message).not.toContain('choisissez le niveau');
  });

  it('asks for the required fields when the content is empty', async () => {
    const page = await tool.open();
    await typeIn(page, 'qr-url', 'x');
    await page.keyboard.press('Backspace');
    await page.waitForSelector('[role="alert"]');
    expect(await text(page, '[role="alert"]')).toBe('Veuillez remplir les champs requis');
    expect(await page.$('.qr-preview__image')).toBeNull();
  });

  it('downloads a PNG that decodes to the payload and an SVG, with non-default colours and no custom text', async () => {
    const page = await tool.open();
    await clickText(page, 'Vert moderne');
    expect(await page.$eval('.color-presets__item.is-selected', (el) => el.textContent)).toBe('Vert moderne');
    await typeIn(page, 'qr-url', 'https://www.crêperie-bretonne.fr/carte?menu=été&prix=12€#dessert');
    expect(await verdict(page)).toBe(VERIFIED);
    const payload = await encoded(page);

    const png = await download(page, 'Télécharger en PNG');
    expect(png.name).toMatch(/^qrcode-\d{8}-\d{6}\.png$/);
    expect([...png.data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(decodePng(png.data)).toEqual({ text: payload, width: 300, height: 300 });

    const svg = await download(page, 'Télécharger en SVG');
    expect(svg.name).toBe(png.name.replace(/\.png$/, '.svg'));
    expect(STAMP.test(svg.name.replace(/\.svg$/, ''))).toBe(true);
    const source = svg.data.toString('utf8');
    expect(source.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"')).toBe(true);
    expect(source).toContain('fill="#065F46"');
    expect(source).toContain('fill="#ECFDF5"');
    expect(source).not.toContain('<text');
    expect(await decodeSvg(page, source)).toBe(payload);
  });

  it('adds the quick text and a bottom text without regenerating the code, and the PNG still decodes', async () => {
    const page = await tool.open();
    await choose(page, 'qr-type', 'wifi');
    const ssid = 'Café "Le Zinc"; 1er: étage';
    const password = 'p@ss\\w;o,r:d 🔑';
    await pasteName(page, 'qr-wifi-ssid', ssid);
    await pasteName(page, 'qr-wifi-password', password);
    expect(await verdict(page)).toBe(VERIFIED);
    const payload = buildWifi(ssid, password, 'WPA', false);
    expect(await encoded(page)).toBe(payload);
    // From now on, any spinner would mean that the code was made again.
    await page.evaluate(() => {
      const w = window as unknown as { spinnerSeen: boolean };
      w.spinnerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.qr-spinner')) w.spinnerSeen = true;
      }).observe(document.body, { subtree: true, childList: true });
    });

    await clickText(page, 'SCAN ME');
    expect(await page.$eval('[name="qr-top-text"]', (el) => (el as HTMLInputElement).value)).toBe('SCAN ME');
    expect(await page.$eval('input[type="checkbox"]:checked + span', (el) => el.textContent)).toBe('Texte au-dessus du code');
    await clickText(page, 'Texte en dessous du code', 'label');
    await typeIn(page, 'qr-bottom-text', 'Wi-Fi gratuit');
    await clickText(page, 'Texte en gras', 'label');
    expect(await verdict(page)).toBe(VERIFIED);
    // Text changes recompose the image at once, without making the code again.
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
    expect(await text(page, '[data-testid="qr-format-note"]')).toMatch(/^Texte personnalisé : il est dessiné dans l’image PNG\. Dans le SVG, il reste du vrai texte/);

    const png = await download(page, 'Télécharger en PNG');
    const decoded = decodePng(png.data);
    expect(decoded.text).toBe(payload);
    expect(decoded.width).toBeGreaterThanOrEqual(340);
    expect(decoded.height).toBeGreaterThan(380);
    const svg = await download(page, 'Télécharger en SVG');
    const source = svg.data.toString('utf8');
    expect(source).toContain('>SCAN ME</text>');
    expect(source).toContain('>Wi-Fi gratuit</text>');
    expect(source).toContain(`width="${decoded.width}" height="${decoded.height}"`);
    expect(await decodeSvg(page, source)).toBe(payload);
  });

  it('round-trips a vCard with accents and separators, in custom colours at level H', async () => {
    const page = await tool.open();
    await choose(page, 'qr-type', 'vcard');
    const card = { name: 'Anne-Sophie de La Tour', org: 'Au Pain Doré, Lyon; 2e', phone: '+33 4 78 00 00 00', email: 'anne@pain-doré.fr', url: 'https://pain-doré.fr' };
    await pasteName(page, 'qr-vcard-name', card.name);
    await pasteName(page, 'qr-vcard-org', card.org);
    await pasteName(page, 'qr-vcard-phone', card.phone);
    await pasteName(page, 'qr-vcard-email', card.email);
    await pasteName(page, 'qr-vcard-url', card.url);
    await choose(page, 'qr-level', 'H');
    await fill(page, 'Couleur des modules', '#7C2D12');
    await fill(page, 'Couleur du fond', '#FEF3C7');
    expect(await page.$('.color-presets__item.is-selected')).toBeNull();
    expect(await verdict(page)).toBe(VERIFIED);
    const payload = buildVcard(card);
    expect(await encoded(page)).toBe(payload);
    const png = await download(page, 'Télécharger en PNG');
    expect(decodePng(png.data).text).toBe(payload);
  });

  it('warns about light-on-light and inverted colours instead of « Vérifié »', async () => {
    const page = await tool.open();
    await typeIn(page, 'qr-url', 'https://outilo.fr');
    expect(await verdict(page)).toBe(VERIFIED);
    await fill(page, 'Couleur des modules', '#E5E7EB');
    expect(await text(page, '[data-testid="qr-colour-warning"]')).toMatch(/^Contraste trop faible/);
    await page.waitForFunction(() => /Contraste trop faible \(1,2/.test(document.querySelector('[data-testid="qr-check"]')?.textContent ?? ''), { timeout: 10_000 });
    expect(await verdict(page)).toMatch(/^Contraste trop faible \(1,2 : 1, minimum 3 : 1\)/);

    await fill(page, 'Couleur des modules', '#FFFFFF');
    await fill(page, 'Couleur du fond', '#111827');
    await page.waitForFunction(() => /Couleurs inversées/.test(document.querySelector('[data-testid="qr-check"]')?.textContent ?? ''), { timeout: 10_000 });
    expect(await verdict(page)).toMatch(/^Couleurs inversées : la couleur des modules est plus claire que le fond/);
    expect(await text(page, '[data-testid="qr-colour-warning"]')).toMatch(/^Modules plus clairs que le fond/);
  });

  it('works at 390 px without horizontal scroll', async () => {
    const page = await tool.open('', { width: 390, height: 800 });
    await typeIn(page, 'qr-url', 'outilo.fr');
    await clickText(page, 'Téléchargez l’app');
    expect(await verdict(page)).toBe(VERIFIED);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('makes, verifies and downloads a Wi-Fi code at 400 px, with nothing fetched', async () => {
    const page = await tool.open('', { width: 400, height: 800 });
    expect(await text(page, 'h1')).toBe('Générateur de QR code');
    await page.waitForSelector('input[name="qr-type"][value="wifi"]');
    await choose(page, 'qr-type', 'wifi');
    await pasteName(page, 'qr-wifi-ssid', 'Boutique Élise');
    await pasteName(page, 'qr-wifi-password', 'été;2026');
    await clickText(page, 'Plus d’infos');
    expect(await verdict(page)).toBe(VERIFIED);
    expect(await hasHorizontalScroll(page)).toBe(false);

    const png = await download(page, 'Télécharger en PNG');
    expect(png.name.replace(/\.png$/, '')).toMatch(STAMP);
    expect(decodePng(png.data).text).toBe('WIFI:T:WPA;S:Boutique Élise;P:été\\;2026;;');
    expect(await axeViolations(page)).toEqual([]);
  });

  // The website pre-renders the page; the extension's pages are drawn in the browser.
  if (tool.target === 'website') {
    it('is pre-rendered with its placeholder', async () => {
      const html = await (await fetch(`${tool.browser.url}/qr-code/`)).text();
      expect(html).toContain('Votre QR code apparaîtra ici');
      expect(html).not.toContain('qr-preview__image');
    });
  }

  // The popup lists the tool and hands it to the full-tab page.
  if (tool.target === 'full-tab') {
    it('is listed in the popup and opens in the full-tab page', async () => {
      const popup = await tool.browser.openExtension('popup.html', POPUP);
      await popup.type('input[type="search"]', 'flashcode');
      await popup.waitForSelector('[data-tool-id="qr-code"]');
      const link = await popup.$eval('[data-tool-id="qr-code"] .tool-card__link', (a) => ({
        href: (a as HTMLAnchorElement).href,
        target: (a as HTMLAnchorElement).target,
      }));
      expect(link).toEqual({ href: `${tool.browser.extensionUrl}/options.html#/qr-code/`, target: '_blank' });
      expect(await hasHorizontalScroll(popup)).toBe(false);

      // Opened from the keyboard (a user gesture, like a click) without depending on a clickable point.
      await popup.focus('[data-tool-id="qr-code"] .tool-card__link');
      await popup.keyboard.press('Enter');
      const target = await tool.browser.browser.waitForTarget((t) => t.url() === `${tool.browser.extensionUrl}/options.html#/qr-code/`, { timeout: 10_000 });
      const tab = await target.page();
      try {
        await tab!.waitForSelector('input[name="qr-type"]', { timeout: 15_000 });
        expect(await text(tab!, 'h1')).toBe('Générateur de QR code');
      } finally {
        await tab?.close();
      }
    });
  }
});
