import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { buildEmail, buildVcard, buildWifi } from '../../../components/qr/payload';
import { choose, clickText, clipboardPng, decodePng, decodeSvg, download, encoded, fill, hydrated, pasteName, STAMP, typeIn, VERIFIED, verdict, tooLongMessage, zbarRead } from '../qr';
import { axeViolations, captureDownloads, hasHorizontalScroll, loadedChunks, POPUP, setValue, text } from '../site';
import { describeTool } from '../targets';
import { until } from '../browser';

describeTool('qr-code', (tool) => {
  tool.onWebsite('waits for the typing to pause before it draws, with a spinner meanwhile', async () => {
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
    // The encoder and the drawing code (one chunk, `draw`) load with the page, once its code runs; the decoder for the
    // first check (the website's chunks, under /assets/).
    const chunks = async () => (await loadedChunks(page)).filter((n) => ['draw', 'jsQR'].includes(n));
    if (tool.target === 'website') expect(await chunks()).not.toContain('jsQR');
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

  it('refuses a script address, from a link or typed: a French message under the field, no code, no « Vérifié », no file', async () => {
    const page = await tool.open('?url=javascript%3Aalert(3)');
    await hydrated(page);
    // Every image and verdict the page shows from now on, with the address it was shown for.
    await page.evaluate(() => {
      const w = window as unknown as { qrSeen: string[] };
      w.qrSeen = [];
      new MutationObserver(() => {
        const field = (document.querySelector('[name="qr-url"]') as HTMLInputElement | null)?.value ?? '';
        if (document.querySelector('.qr-preview__image')) w.qrSeen.push(`image:${field}`);
        if (/Vérifié/.test(document.querySelector('[data-testid="qr-check"]')?.textContent ?? '')) w.qrSeen.push(`verified:${field}`);
        if ([...document.querySelectorAll<HTMLButtonElement>('.qr-downloads button')].some((b) => !b.disabled)) w.qrSeen.push(`files:${field}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const message = () => page.$eval('[name="qr-url"]', (input) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '');
    expect(await page.$eval('[name="qr-url"]', (el) => (el as HTMLInputElement).value)).toBe('javascript:alert(3)');
    expect(await message()).toBe('Seules les adresses de site en http:// ou https:// sont acceptées (« javascript: » est refusé) : aucun QR code n’est créé.');
    expect(await text(page, '[data-testid="qr-preview"]')).toContain('Aucun QR code n’est créé');

    await setValue(page, '[name="qr-url"]', '');
    await typeIn(page, 'qr-url', 'data:text/html,<script>alert(3)</script>');
    await until(page, () => /« data: » est refusé/.test(document.querySelector('.field__error')?.textContent?.replace(/\u00a0/g, ' ') ?? ''), { timeout: 10_000 });
    // Then a real address: its code comes, so the refused ones had every chance to show theirs.
    await setValue(page, '[name="qr-url"]', '');
    await typeIn(page, 'qr-url', 'outilo.fr');
    expect(await verdict(page)).toBe(VERIFIED);
    const seen = await page.evaluate(() => (window as unknown as { qrSeen: string[] }).qrSeen);
    expect(seen.filter((entry) => !entry.endsWith(':outilo.fr'))).toEqual([]);
    expect(await page.$$('.field__error')).toHaveLength(0);
  });

  tool.onWebsite('verifies the e-mail and vCard codes at level Q with text bands that readers read (zbar), and warns of and blocks light on dark', async () => {
    const subject = 'Devis';
    const body = 'Bonjour, je souhaiterais commander un gâteau pour douze personnes le samedi quinze juin, livraison possible ? Merci de me';
    const bands = 'niveau=Q&haut=oui&texte-haut=Scannez-moi&bas=oui&texte-bas=Contactez-nous';
    const email = await tool.open(`?type=email&email=contact%40boulangerie-dupont.fr&objet=${subject}&message=${encodeURIComponent(body)}&${bands}`);
    expect(await verdict(email)).toBe(VERIFIED);
    const payload = buildEmail('contact@boulangerie-dupont.fr', subject, body);
    expect(await encoded(email)).toBe(payload);
    // Version 13 at 300 px: about 4 px a module, where the page's decoder alone misses it.
    expect(await text(email, '.qr-info')).toContain('13 (69 × 69 modules)');
    const png = await download(email, 'Télécharger en PNG');
    expect(zbarRead(png.data)).toBe(payload);

    const card = { name: 'Élodie Lefèvre', org: 'Boulangerie Lefèvre & Fils', phone: '+33 6 12 34 56 78', email: 'elodie@lefevre-boulangerie.fr', url: 'https://www.lefevre-boulangerie.fr' };
    const vcard = await tool.open(
      `?type=vcard&${new URLSearchParams({ nom: card.name, organisation: card.org, 'vcard-telephone': card.phone, 'vcard-email': card.email, 'vcard-site': card.url })}&${bands}`,
    );
    expect(await verdict(vcard)).toBe(VERIFIED);
    expect(await encoded(vcard)).toBe(buildVcard(card));
    expect(zbarRead((await download(vcard, 'Télécharger en PNG')).data)).toBe(buildVcard(card));

    // Light modules on a dark background: no reader of ordinary phones reads it, the files stay locked.
    await fill(vcard, 'Couleur des modules', '#FFFFFF');
    await fill(vcard, 'Couleur du fond', '#111827');
    await until(vcard, () => /Couleurs inversées/.test(document.querySelector('[data-testid="qr-check"]')?.textContent ?? ''), { timeout: 10_000 });
    expect(await verdict(vcard)).toMatch(/^Couleurs inversées : la couleur des modules est plus claire que le fond/);
    expect(await text(vcard, '[data-testid="qr-colour-warning"]')).toMatch(/^Couleurs inversées : la couleur des modules est plus claire que le fond/);
    expect(await vcard.$$eval('.qr-downloads button', (buttons) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).length)).toBe(0);
    expect(await text(vcard, '[data-testid="qr-check"]')).toContain('Télécharger quand même');
  });

  it('takes a Wi-Fi password given in the address out of it at once, says why, and leaves the field empty', async () => {
    const page = await tool.open('?type=wifi&reseau=Boutique&mot-de-passe=fuite-2026&securite=WPA');
    await hydrated(page);
    await until(page, () => !location.href.includes('mot-de-passe'), { timeout: 10_000 });
    expect(page.url()).not.toContain('fuite-2026');
    expect(decodeURIComponent(page.url())).toMatch(/qr-code\/\?type=wifi&reseau=Boutique&securite=WPA$/);
    expect(await text(page, '.notice[role="alert"]')).toBe(
      'Un mot de passe figurait dans l’adresse de cette page : il a été ignoré et retiré de l’adresse, car un lien reste dans l’historique et se partage. Saisissez-le dans son champ.',
    );
    expect(await page.$eval('[name="qr-wifi-ssid"]', (el) => (el as HTMLInputElement).value)).toBe('Boutique');
    expect(await page.$eval('[name="qr-wifi-password"]', (el) => (el as HTMLInputElement).value)).toBe('');
    // The entry the history keeps is the cleaned address: going back and forth never brings the password again.
    expect(await page.evaluate(() => JSON.stringify(history.state ?? null) + location.href)).not.toContain('fuite');
  });

  tool.onWebsite('never advises level L for a text over L’s maximum (10 000 « x »)', async () => {
    const message = await tooLongMessage(await tool.open(), 'x'.repeat(10_000));
    expect(message).toContain('Le contenu (10 000 octets) dépasse ce qu’un QR code peut contenir au niveau M (2 331 octets au plus) : raccourcissez-le : il ne tient pas non plus au niveau L (2 953 octets au plus).');
    expect(message).not.toContain('choisissez le niveau');
  });

  tool.onWebsite('asks for the required fields when the content is empty', async () => {
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

  tool.onWebsite('adds the quick text and a bottom text without regenerating the code, and the PNG still decodes', async () => {
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

  tool.onWebsite('round-trips a vCard with accents and separators, in custom colours at level H', async () => {
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

  it('draws élégant modules, round eyes with a square centre each of its own colour and a gradient, kept in the address and after a reload; both files decode', async () => {
    const page = await tool.open();
    await typeIn(page, 'qr-url', 'https://outilo.fr/qr-code/?utm_source=flyer');
    expect(await verdict(page)).toBe(VERIFIED);
    await choose(page, 'qr-module-shape', 'classy');
    await choose(page, 'qr-eye-shape', 'circle');
    await choose(page, 'qr-eye-centre-shape', 'square');
    await choose(page, 'qr-gradient', 'radial');
    await fill(page, 'Couleur de fin du dégradé', '#7C3AED');
    await clickText(page, 'Yeux d’une autre couleur');
    await fill(page, 'Couleur des yeux', '#BE123C');
    await clickText(page, 'Centre des yeux d’une autre couleur');
    await fill(page, 'Couleur du centre des yeux', '#0F766E');
    await until(page, () => decodeURIComponent(location.href).includes('couleur-centre=#0F766E'), { timeout: 10_000 });
    expect(decodeURIComponent(page.url())).toContain(
      'forme=classy&yeux=circle&centre-yeux=square&yeux-colores=oui&couleur-yeux=#BE123C&centre-colore=oui&couleur-centre=#0F766E&degrade=radial&couleur-degrade=#7C3AED',
    );
    expect(await verdict(page)).toBe(VERIFIED);
    const payload = await encoded(page);

    const png = await download(page, 'Télécharger en PNG');
    expect(decodePng(png.data)).toEqual({ text: payload, width: 300, height: 300 });
    const svg = await download(page, 'Télécharger en SVG');
    const source = svg.data.toString('utf8');
    expect(source).toContain('<radialGradient id="qr-gradient"');
    expect(source).toContain('fill="#BE123C" fill-rule="evenodd"');
    expect(source).toContain('<path fill="#0F766E" d="');
    expect(source).not.toContain('crispEdges');
    expect(await decodeSvg(page, source)).toBe(payload);

    // The design is remembered on the device like the other inputs: the page opened again, without a query, has it.
    const again = await tool.open();
    await hydrated(again);
    expect(await again.$eval('input[name="qr-module-shape"][value="classy"]', (el) => (el as HTMLInputElement).checked)).toBe(true);
    expect(await again.$eval('input[name="qr-eye-centre-shape"][value="square"]', (el) => (el as HTMLInputElement).checked)).toBe(true);
    expect(await again.$eval('input[name="qr-gradient"][value="radial"]', (el) => (el as HTMLInputElement).checked)).toBe(true);
  });

  it('downloads and copies a print-sized PNG (2 000 px, or 10 cm at 300 ppp) that decodes, with its texts grown alike', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await typeIn(page, 'qr-url', 'https://outilo.fr/imprime');
    await clickText(page, 'SCAN ME');
    await choose(page, 'qr-module-shape', 'rounded');
    expect(await verdict(page)).toBe(VERIFIED);
    const payload = await encoded(page);
    const preview = await page.$eval('.qr-preview__image', (img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]);

    await choose(page, 'qr-export-unit', 'px');
    // « Côté du code dans le PNG », the only slider that goes up to 4 000 px.
    await page.waitForSelector('input[type="range"][max="4000"]');
    await setValue(page, 'input[type="range"][max="4000"]', '2000');
    await until(page, () => document.querySelector('.qr-info')?.textContent?.includes('2\u202f000'), { timeout: 10_000 });
    const png = await download(page, 'Télécharger en PNG');
    expect(png.name).toMatch(/^qrcode-\d{8}-\d{6}\.png$/);
    const big = decodePng(png.data);
    expect(big.text).toBe(payload);
    // The code is 2 000 px wide, and the image around it (text, spacing) grows in proportion.
    expect(big.width).toBe(Math.round((preview[0]! * 2000) / 300));
    expect(big.height).toBe(Math.round((preview[1]! * 2000) / 300));

    await choose(page, 'qr-export-unit', 'cm');
    await clickText(page, 'Copier l’image');
    await until(page, () => document.querySelector('[data-testid="qr-export"]')?.textContent === 'Image copiée dans le presse-papiers.', { timeout: 15_000 });
    const copied = decodePng(await clipboardPng(page));
    expect(copied.text).toBe(payload);
    expect(copied.width).toBe(Math.round((preview[0]! * 1181) / 300));
  });

  it('puts a logo in the centre at level H, kept on the device only; the PNG, the SVG and a hostile SVG logo stay safe and decode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qr-logo-'));
    // A 120 × 90 px logo: an orange block with a dark bar, as busy as a real logo's centre.
    const png = new PNG({ width: 120, height: 90 });
    for (let i = 0; i < 120 * 90; i++) png.data.set(i % 120 > 50 && i % 120 < 70 ? [20, 20, 20, 255] : [234, 88, 12, 255], i * 4);
    const logoFile = join(dir, 'logo.png');
    writeFileSync(logoFile, PNG.sync.write(png));
    const hostileFile = join(dir, 'hostile.svg');
    writeFileSync(hostileFile, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.parent.qrPwned=1"><script>window.parent.qrPwned=1</script><rect width="10" height="10" fill="#1E40AF"/></svg>');

    const page = await tool.open();
    await typeIn(page, 'qr-url', 'https://outilo.fr/logo');
    expect(await verdict(page)).toBe(VERIFIED);
    const input = (await page.$('input[name="qr-logo"]'))!;
    await input.uploadFile(logoFile);
    await page.waitForSelector('img[alt="Logo choisi"]');
    expect(await text(page, '[data-testid="qr-logo-level"]')).toMatch(/^Niveau de correction H imposé/);
    await until(page, () => document.querySelector('.qr-info')?.textContent?.includes('H – 30'), { timeout: 10_000 });
    expect(await verdict(page)).toBe(VERIFIED);
    expect(decodeURIComponent(page.url())).not.toContain('data:');
    const payload = await encoded(page);
    expect(decodePng((await download(page, 'Télécharger en PNG')).data).text).toBe(payload);
    const svg = (await download(page, 'Télécharger en SVG')).data.toString('utf8');
    expect(svg).toMatch(/<image [^>]*xlink:href="data:image\/png;base64,/);
    expect(await decodeSvg(page, svg)).toBe(payload);

    // Kept on this device: the page opened again shows it.
    const again = await tool.open();
    await again.waitForSelector('img[alt="Logo choisi"]', { timeout: 10_000 });
    await again.close();
    await page.bringToFront();

    await clickText(page, 'Retirer le logo');
    await (await page.waitForSelector('input[name="qr-logo"]'))!.uploadFile(hostileFile);
    await page.waitForSelector('img[alt="Logo choisi"]');
    expect(await verdict(page)).toBe(VERIFIED);
    const hostile = (await download(page, 'Télécharger en SVG')).data.toString('utf8');
    expect(hostile).not.toContain('<script');
    expect(await decodeSvg(page, hostile)).toBe(payload);
    expect(await page.evaluate(() => (window as unknown as { qrPwned?: number }).qrPwned)).toBeUndefined();
  });

  tool.onWebsite('offers the files only once the final image is verified, warns of low contrast, and offers a failing design only when asked to anyway', async () => {
    const page = await tool.open();
    await hydrated(page);
    // At every change of the page: whether a file was offered while the check ran, and whether the wait was shown.
    await page.evaluate(() => {
      const w = window as unknown as { qrWait: { early: boolean; shown: boolean } };
      w.qrWait = { early: false, shown: false };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="qr-downloads-wait"]')?.textContent === 'Vérification…') w.qrWait.shown = true;
        const offered = [...document.querySelectorAll<HTMLButtonElement>('.qr-downloads button')].some((b) => !b.disabled);
        if (document.querySelector('.qr-check__running') && offered) w.qrWait.early = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await typeIn(page, 'qr-url', 'https://outilo.fr/verifie');
    expect(await verdict(page)).toBe(VERIFIED);
    await choose(page, 'qr-module-shape', 'dots');
    expect(await verdict(page)).toBe(VERIFIED);
    expect(await page.evaluate(() => (window as unknown as { qrWait: unknown }).qrWait)).toEqual({ early: false, shown: true });

    // Light grey on white: the explanation and its suggestion stay, the files wait for an explicit choice.
    await fill(page, 'Couleur des modules', '#D1D5DB');
    await until(page, () => /Contraste trop faible/.test(document.querySelector('[data-testid="qr-check"]')?.textContent ?? ''), { timeout: 10_000 });
    expect(await verdict(page)).toMatch(/^Contraste trop faible \(1,4 : 1, minimum 3 : 1\) : .* Foncez la couleur des modules ou éclaircissez le fond\.$/);
    const enabled = () => page.$$eval('.qr-downloads button', (buttons) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.textContent));
    expect(await enabled()).toEqual([]);
    await clickText(page, 'Télécharger quand même');
    await until(page, () => document.querySelector('.qr-check__forced'), { timeout: 10_000 });
    expect(await text(page, '.qr-check__forced')).toMatch(/^Téléchargement autorisé malgré l’alerte/);
    expect(await enabled()).toEqual(['Télécharger en PNG', 'Télécharger en SVG', 'Copier l’image']);
    const png = await download(page, 'Télécharger en PNG');
    expect(png.name).toMatch(/^qrcode-\d{8}-\d{6}\.png$/);
    expect(decodePng(png.data)).toMatchObject({ width: 300, height: 300 });
    // Another design is checked anew: the choice made for this one does not carry over.
    await fill(page, 'Couleur des modules', '#E5E7EB');
    await until(page, () => /Contraste trop faible \(1,2/.test(document.querySelector('[data-testid="qr-check"]')?.textContent ?? ''), { timeout: 10_000 });
    expect(await verdict(page)).toMatch(/^Contraste trop faible \(1,2 : 1, minimum 3 : 1\)/);
    expect(await text(page, '[data-testid="qr-colour-warning"]')).toMatch(/^Contraste trop faible/);
    expect(await enabled()).toEqual([]);
  });

  it('makes a ZIP of a list, each PNG named from its line and decoding to it, and names the line too long', async () => {
    const page = await tool.open();
    await hydrated(page);
    // The batch's code loads when its section is opened, not with the page (the website's chunks, under /assets/).
    const batchChunks = async () => (await loadedChunks(page)).filter((n) => n === 'BatchSection');
    if (tool.target === 'website') expect(await batchChunks()).toEqual([]);
    await page.$eval('.qr-batch-panel > summary', (summary) => (summary as HTMLElement).click());
    await page.waitForSelector('[name="qr-batch-lines"]', { timeout: 15_000 });
    if (tool.target === 'website') expect(await batchChunks()).toEqual(['BatchSection']);
    await choose(page, 'qr-module-shape', 'rounded');
    const lines = ['https://outilo.fr/été?x=1', 'Crème brûlée', 'https://outilo.fr/été?x=1', 'x'.repeat(3000), 'WIFI:T:WPA;S:Boutique;P:été\\;2026;;', 'javascript:alert(3)', 'DATA:text/html,<script>alert(3)</script>'];
    await pasteName(page, 'qr-batch-lines', lines.join('\n'));
    await clickText(page, 'Créer le ZIP');
    await page.waitForSelector('[data-testid="qr-batch-result"] button', { timeout: 30_000 });
    const summary = await text(page, '[data-testid="qr-batch-result"]');
    expect(summary).toContain('4 codes vérifiés sur 7 ; les lignes ci-dessous ne sont pas dans le ZIP.');
    // A line of another scheme than http(s) is never encoded.
    expect(summary).toContain('Ligne 6 (« javascript:alert(3) ») : Seules les adresses de site en http:// ou https:// sont acceptées (« javascript: » est refusé) : aucun QR code n’est créé.');
    expect(summary).toContain('Ligne 7 (« DATA:text/html,<script>alert(3)</script> ») : Seules les adresses de site en http:// ou https:// sont acceptées (« data: » est refusé)');
    // Over what level L holds, whatever level the remembered design has (a logo kept from another case imposes H).
    expect(summary).toMatch(new RegExp(`Ligne 4 \\(« x{40}… »\\) : trop longue pour un QR code au niveau [LMQH] \\(3 000 octets, [\\d ]+ au plus\\)\\.`));

    const downloads = await captureDownloads(page);
    let zip;
    try {
      await page.$eval('[data-testid="qr-batch-result"] button', (button) => (button as HTMLButtonElement).click());
      zip = await downloads.next();
    } finally {
      await downloads.stop();
    }
    expect(zip.name).toMatch(/^qrcode-\d{8}-\d{6}\.zip$/);
    const files = unzipSync(new Uint8Array(zip.data));
    const named = { 'https-outilo-fr-ete-x-1.png': lines[0], 'creme-brulee.png': lines[1], 'https-outilo-fr-ete-x-1-2.png': lines[2], 'wifi-t-wpa-s-boutique-p-ete-2026.png': lines[4] };
    expect(Object.keys(files)).toEqual(Object.keys(named));
    for (const [name, line] of Object.entries(named)) expect(decodePng(Buffer.from(files[name]!))).toEqual({ text: line, width: 300, height: 300 });
  });

  it('works at 390 px without horizontal scroll, a copy of the code in view while the last option is edited', async () => {
    const page = await tool.open('', { width: 390, height: 800 });
    await typeIn(page, 'qr-url', 'outilo.fr');
    await clickText(page, 'Téléchargez l’app');
    expect(await verdict(page)).toBe(VERIFIED);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // The last option of the form, scrolled to the bottom of the screen as a user reaching it would.
    const last = await page.evaluateHandle(() => [...document.querySelectorAll<HTMLElement>('.qr-options input, .qr-options select, .qr-options button')].filter((el) => el.offsetHeight > 4).at(-1)!);
    await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const inView = (selector: string) =>
      page.$eval(selector, (el) => {
        const box = el.getBoundingClientRect();
        return box.width > 40 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
      });
    expect(await inView('.qr-preview__image')).toBe(false);
    expect(await inView('[data-testid="qr-mini"]')).toBe(true);
    expect(await last.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1)).toBe(true);
    expect(await text(page, '.qr-mini__status')).toBe('Vérifié');
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Side by side, the preview itself stays in view: no copy.
    await page.setViewport({ width: 1280, height: 800 });
    expect(await page.$eval('.qr-mini', (el) => getComputedStyle(el).display)).toBe('none');
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
