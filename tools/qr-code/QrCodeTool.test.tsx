import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import QrCodeTool from './QrCodeTool';
import { GENERATION_ERROR } from '../../components/qr/qrCode';
import { drawing } from './drawing';
import { LoadTimeout } from '../../components/lib/onDemand';

const downloads = vi.hoisted(() => ({ calls: [] as { blob: Blob; name: string }[] }));
vi.mock('../../components/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/lib/download')>()),
  downloadBlob: (blob: Blob, name: string) => downloads.calls.push({ blob, name }),
}));

const encoder = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../components/qr/matrix', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../components/qr/matrix')>();
  return {
    ...real,
    createMatrix: (...args: Parameters<typeof real.createMatrix>) => {
      encoder.calls++;
      return real.createMatrix(...args);
    },
  };
});

/**
 * jsdom has no canvas: this 2D context keeps real RGBA pixels for fillRect and putImageData, so that the
 * tool's self-check decodes, with the real jsQR, exactly what the tool drew. Texts are recorded, not drawn.
 */
class FakeContext {
  font = '';
  fillStyle = '#000000';
  textAlign = 'start';
  textBaseline = 'alphabetic';
  texts: { text: string; font: string; fillStyle: string }[] = [];
  images: { src: string; box: number[] }[] = [];
  private pixels = new Uint8ClampedArray(0);
  constructor(private canvas: HTMLCanvasElement) {}
  private buffer() {
    const size = this.canvas.width * this.canvas.height * 4;
    if (this.pixels.length !== size) this.pixels = new Uint8ClampedArray(size);
    return this.pixels;
  }
  measureText(text: string) {
    return { width: text.length * 11 };
  }
  fillRect(x: number, y: number, w: number, h: number) {
    const data = this.buffer();
    const n = Number.parseInt(this.fillStyle.slice(1), 16);
    for (let py = y; py < y + h; py++) {
      for (let px = x; px < x + w; px++) {
        const i = (py * this.canvas.width + px) * 4;
        data.set([(n >> 16) & 255, (n >> 8) & 255, n & 255, 255], i);
      }
    }
  }
  createImageData(width: number, height: number) {
    return { width, height, data: new Uint8ClampedArray(width * height * 4) };
  }
  putImageData(image: { width: number; height: number; data: Uint8ClampedArray }, x: number, y: number) {
    const data = this.buffer();
    for (let row = 0; row < image.height; row++) {
      data.set(image.data.subarray(row * image.width * 4, (row + 1) * image.width * 4), ((y + row) * this.canvas.width + x) * 4);
    }
  }
  drawImage(image: { src?: string }, x: number, y: number, w: number, h: number) {
    this.images.push({ src: image.src ?? '', box: [x, y, w, h].map(Math.round) });
  }
  fillText(text: string) {
    this.texts.push({ text, font: this.font, fillStyle: this.fillStyle });
  }
  getImageData(x: number, y: number, width: number, height: number) {
    return { width, height, data: this.buffer().slice() };
  }
}

let contexts: FakeContext[] = [];

beforeEach(() => {
  contexts = [];
  downloads.calls = [];
  encoder.calls = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = new FakeContext(this);
    contexts.push(context);
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
});

afterEach(() => vi.restoreAllMocks());

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
const preview = () => screen.getByTestId('qr-preview');
const check = () => plain(screen.getByTestId('qr-check').textContent);
const image = () => within(preview()).queryByRole('img');
const info = () =>
  Object.fromEntries([...document.querySelectorAll('.qr-info > div')].map((row) => [plain(row.querySelector('dt')?.textContent), plain(row.querySelector('dd')?.textContent)]));
const waitVerified = () => waitFor(() => expect(check()).toContain('Vérifié : ce QR code se scanne'), { timeout: 3000 });

function setup() {
  const user = userEvent.setup();
  renderTool('qr-code', <QrCodeTool />);
  return user;
}

describe('QrCodeTool', () => {
  it('shows a placeholder, then, 300 ms after typing, a spinner, the code, the verified self-check and the info panel', async () => {
    const user = setup();
    expect(preview()).toHaveTextContent('Votre QR code apparaîtra ici');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeDisabled();

    await user.type(screen.getByLabelText(/Adresse du site/), 'outilo.fr/qr-code/');
    // The live preview comes with the output chunk, requested on the first input: on a busy machine it may arrive
    // after the typing has ended (the placeholder stays meanwhile), then shows the spinner for the 300 ms pause. It
    // replaces the placeholder's element: the preview is looked up again at each try.
    await waitFor(() => expect(within(preview()).getByRole('status')).toHaveTextContent('Génération du QR code…'));
    expect(image()).toBeNull();
    await waitVerified();
    expect(image()).toHaveAttribute('alt', 'QR code contenant\u00a0: https://outilo.fr/qr-code/');
    expect(within(preview()).queryByRole('status')).toBeNull();
    expect(info()).toEqual({
      Type: 'Site web (URL)',
      Taille: '300 × 300 px',
      'Imprimé à 300 ppp': '2,5 cm de côté',
      'Correction d’erreur': 'M – 15 %',
      'Longueur encodée': '26 caractères',
      Version: '2 (25 × 25 modules)',
    });
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeEnabled();
    expect(screen.queryByTestId('qr-format-note')).toBeNull();
    expect(encoder.calls).toBe(1);
  });

  it('keeps the downloads waiting, and says so, until the final image is verified', async () => {
    const user = setup();
    const buttons = () => [/Télécharger en PNG/, /Télécharger en SVG/, 'Copier l’image'].map((name) => screen.getByRole('button', { name }));
    // Each state of the page once an image is shown, recorded as it is committed (a busy machine may give the verdict
    // before a polling test looks).
    const states: { check: string; wait: string; disabled: boolean[] }[] = [];
    const observer = new MutationObserver(() => {
      if (!image()) return;
      states.push({ check: check(), wait: plain(screen.queryByTestId('qr-downloads-wait')?.textContent), disabled: buttons().map((b) => (b as HTMLButtonElement).disabled) });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    onTestFinished(() => observer.disconnect());
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    // From the moment the image is shown until its verdict, the downloads wait, with a visible « Vérification… ».
    await waitVerified();
    expect(states[0]).toEqual({ check: 'Vérification du code en cours…', wait: 'Vérification…', disabled: [true, true, true] });
    observer.disconnect();
    expect(screen.queryByTestId('qr-downloads-wait')).toBeNull();
    for (const button of buttons()) expect(button).toBeEnabled();
    // A new design waits for its own verdict: the previous one does not serve it.
    await user.click(within(screen.getByRole('group', { name: 'Forme des modules' })).getByLabelText('Points'));
    expect(check()).toBe('Vérification du code en cours…');
    for (const button of buttons()) expect(button).toBeDisabled();
    await waitVerified();
    for (const button of buttons()) expect(button).toBeEnabled();
  });

  it('refuses an address of another scheme than http(s), from the address or typed: a French message under the field, no code', async () => {
    renderTool('qr-code', <QrCodeTool />, undefined, '/qr-code/?url=javascript%3Aalert(3)');
    const field = screen.getByLabelText(/Adresse du site/);
    await waitFor(() => expect(field).toHaveValue('javascript:alert(3)'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(plain(screen.getByRole('alert').textContent)).toBe('Seules les adresses de site en http:// ou https:// sont acceptées (« javascript: » est refusé) : aucun QR code n’est créé.');
    expect(plain(preview().textContent)).toContain('Aucun QR code n’est créé : corrigez l’adresse signalée sous son champ.');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '  data:text/html,<script>alert(3)</script>');
    expect(plain(screen.getByRole('alert').textContent)).toContain('(« data: » est refusé)');
    // Past the 300 ms pause: still no code, no check, no file.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(image()).toBeNull();
    expect(screen.queryByTestId('qr-check')?.textContent ?? '').not.toContain('Vérifié');
    expect(encoder.calls).toBe(0);
    for (const name of [/Télécharger en PNG/, /Télécharger en SVG/]) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'outilo.fr');
    await waitVerified();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('verifies a code that the decoder misses at its own size (version 13 at 300 px, 4 px a module) by reading it at 6 px a module', async () => {
    const body = 'Bonjour, je souhaiterais commander un gâteau pour douze personnes le samedi quinze juin, livraison possible ? Merci de me';
    const query = new URLSearchParams({ type: 'email', email: 'contact@boulangerie-dupont.fr', objet: 'Devis', message: body, niveau: 'Q', haut: 'oui', 'texte-haut': 'Scannez-moi', bas: 'oui', 'texte-bas': 'Contactez-nous' });
    renderTool('qr-code', <QrCodeTool />, undefined, `/qr-code/?${query}`);
    await waitVerified();
    expect(info().Version).toBe('13 (69 × 69 modules)');
    // The image shown and downloaded is the page's own size; the larger one was drawn for the decoder only.
    const sides = contexts.map((context) => (context as unknown as { canvas: HTMLCanvasElement }).canvas.width);
    expect(sides).toContain(340);
    expect(Math.max(...sides)).toBe(Math.round((340 * Math.ceil(6 * 73)) / 300));
    expect(image()).toHaveAttribute('width', '340');
  });

  it('asks for the required fields when the built content is empty', async () => {
    const user = setup();
    const field = screen.getByLabelText(/Adresse du site/);
    await user.type(field, 'a');
    await user.clear(field);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir les champs requis');
    await user.click(screen.getByLabelText('Wi-Fi'));
    await user.type(screen.getByLabelText(/Nom du réseau/), 'Café; Wi-Fi');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir les champs requis');
    await user.type(screen.getByLabelText(/Mot de passe/), 'p:ss');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitVerified();
    expect(screen.getByText('WIFI:T:WPA;S:Café\\; Wi-Fi;P:p\\:ss;;', { selector: 'pre' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sécurité'), 'nopass');
    expect(screen.queryByLabelText(/Mot de passe/)).toBeNull();
    await user.click(screen.getByLabelText(/Réseau masqué/));
    await waitFor(() => expect(screen.getByText('WIFI:T:nopass;S:Café\\; Wi-Fi;H:true;;', { selector: 'pre' })).toBeInTheDocument());
    await waitVerified();
    expect(info().Type).toBe('Wi-Fi');
  });

  it('builds each content type from its fields', async () => {
    const user = setup();
    const encoded = () => plain(document.querySelector('.qr-payload__text')?.textContent);
    await user.click(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'contact@outilo.fr');
    await user.type(screen.getByLabelText('Objet'), 'Devis été');
    expect(encoded()).toBe('mailto:contact@outilo.fr?subject=Devis%20%C3%A9t%C3%A9');
    await user.click(screen.getByLabelText('Téléphone'));
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '+33 6 12 34 56 78');
    expect(encoded()).toBe('tel:+33612345678');
    await user.click(screen.getByLabelText('SMS'));
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '0612345678');
    await user.type(screen.getByLabelText('Message'), 'Oui !');
    expect(encoded()).toBe('sms:0612345678?body=Oui%20!');
    await user.click(screen.getByLabelText('Carte de visite (vCard)'));
    await user.type(screen.getByLabelText(/Nom complet/), 'Jean Dupont');
    await user.type(screen.getByLabelText('Entreprise'), 'Outilo, SAS');
    expect(document.querySelector('.qr-payload__text')?.textContent).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Dupont;Jean;;;\r\nFN:Jean Dupont\r\nORG:Outilo\\, SAS\r\nEND:VCARD');
    await user.click(screen.getByLabelText('Texte'));
    await user.type(screen.getByLabelText(/^Texte/, { selector: 'textarea' }), 'Crème brûlée');
    expect(encoded()).toBe('Crème brûlée');
    await waitVerified();
    expect(info()['Longueur encodée']).toBe('12 caractères (15 octets en UTF-8)');
  });

  it('applies a preset, marks it, and clears it when a colour is edited by hand', async () => {
    const user = setup();
    expect(screen.getByRole('button', { name: 'Noir classique' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bleu professionnel' }));
    expect(screen.getByRole('button', { name: 'Bleu professionnel' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Noir classique' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Couleur des modules')).toHaveValue('#1E40AF');
    expect(screen.getByLabelText('Couleur du fond')).toHaveValue('#EFF6FF');

    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitVerified();
    const dark = screen.getByLabelText('Couleur des modules');
    await user.clear(dark);
    await user.type(dark, '#112233');
    expect(screen.queryAllByRole('button', { pressed: true }).filter((b) => b.classList.contains('color-presets__item'))).toEqual([]);
    await waitVerified();
  });

  it('warns about light-on-light colours, before and after decoding, and downloads them only when asked to anyway', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitVerified();
    fireEvent.change(screen.getByLabelText('Couleur des modules'), { target: { value: '#EEEEEE' } });
    expect(screen.getByTestId('qr-colour-warning')).toHaveTextContent('Contraste trop faible');
    await waitFor(() => expect(check()).toMatch(/^Contraste trop faible \(1,1 : 1, minimum 3 : 1\)/), { timeout: 3000 });
    expect(check()).not.toContain('Vérifié');
    // The explanation stays; the files wait for an explicit choice, then serve that design only.
    expect(check()).toContain('Le décodeur de cette page est plus strict que bien des téléphones');
    for (const name of [/Télécharger en PNG/, /Télécharger en SVG/, 'Copier l’image']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Télécharger quand même' }));
    expect(check()).toMatch(/^Contraste trop faible .*Téléchargement autorisé malgré l’alerte/);
    await user.click(screen.getByRole('button', { name: /Télécharger en SVG/ }));
    await waitFor(() => expect(downloads.calls).toHaveLength(1));
    expect(await downloads.calls[0]!.blob.text()).toContain('fill="#EEEEEE"');

    fireEvent.change(screen.getByLabelText('Couleur des modules'), { target: { value: '#FFFFFF' } });
    fireEvent.change(screen.getByLabelText('Couleur du fond'), { target: { value: '#000000' } });
    expect(screen.getByTestId('qr-colour-warning')).toHaveTextContent('Couleurs inversées : la couleur des modules est plus claire que le fond');
    await waitFor(() => expect(check()).toMatch(/^Couleurs inversées/), { timeout: 3000 });
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Télécharger quand même' })).toBeEnabled();
  });

  it('draws the chosen shapes, eye and centre colours and gradient, verifies them and warns about a light gradient, eye or centre colour', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitVerified();
    const encoded = encoder.calls;
    await user.click(within(screen.getByRole('group', { name: 'Forme des modules' })).getByLabelText('Points'));
    await user.click(within(screen.getByRole('group', { name: /^Forme des yeux/ })).getByLabelText('Ronds'));
    await user.click(within(screen.getByRole('group', { name: 'Dégradé des modules' })).getByLabelText('Radial'));
    fireEvent.change(screen.getByLabelText('Couleur de fin du dégradé'), { target: { value: '#FDE68A' } });
    expect(screen.getByTestId('qr-colour-warning')).toHaveTextContent('Contraste trop faible entre la couleur de fin du dégradé et le fond');
    await waitFor(() => expect(check()).toMatch(/^Contraste trop faible .* Foncez la couleur de fin du dégradé/), { timeout: 3000 });

    fireEvent.change(screen.getByLabelText('Couleur de fin du dégradé'), { target: { value: '#7C3AED' } });
    await user.click(screen.getByRole('checkbox', { name: 'Yeux d’une autre couleur' }));
    fireEvent.change(screen.getByLabelText('Couleur des yeux'), { target: { value: '#FFFFFF' } });
    expect(screen.getByTestId('qr-colour-warning')).toHaveTextContent('la couleur des yeux et le fond');
    fireEvent.change(screen.getByLabelText('Couleur des yeux'), { target: { value: '#BE123C' } });
    expect(screen.queryByTestId('qr-colour-warning')).toBeNull();
    // The eyes' centre: a shape and a colour of its own, checked against the background like the others.
    await user.click(within(screen.getByRole('group', { name: 'Centre des yeux' })).getByLabelText('Carré'));
    await user.click(screen.getByRole('checkbox', { name: 'Centre des yeux d’une autre couleur' }));
    fireEvent.change(screen.getByLabelText('Couleur du centre des yeux'), { target: { value: '#FEF3C7' } });
    expect(screen.getByTestId('qr-colour-warning')).toHaveTextContent('la couleur du centre des yeux et le fond');
    fireEvent.change(screen.getByLabelText('Couleur du centre des yeux'), { target: { value: '#0F766E' } });
    expect(screen.queryByTestId('qr-colour-warning')).toBeNull();
    // The self-check decodes the styled pixels; the style recomposes the image without making the code again.
    await waitVerified();
    expect(encoder.calls).toBe(encoded);

    await user.click(screen.getByRole('button', { name: /Télécharger en SVG/ }));
    await waitFor(() => expect(downloads.calls).toHaveLength(1));
    const source = await downloads.calls[0]!.blob.text();
    expect(source).toContain('<radialGradient id="qr-gradient"');
    expect(source).toContain('stop-color="#7C3AED"');
    expect(source).toContain('fill="#BE123C" fill-rule="evenodd"');
    expect(source).toContain('<path fill="#0F766E" d="');
  });

  it('sets the top text with a quick text and recomposes on text changes without regenerating the code', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitVerified();
    expect(encoder.calls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Scannez-moi' }));
    expect(screen.getByRole('checkbox', { name: 'Texte au-dessus du code' })).toBeChecked();
    expect(screen.getByLabelText('Texte du haut')).toHaveValue('Scannez-moi');
    expect(screen.getByRole('button', { name: 'Scannez-moi' })).toHaveAttribute('aria-pressed', 'true');
    await waitVerified();
    expect(contexts.at(-1)?.texts).toEqual([{ text: 'Scannez-moi', font: 'bold 24px Arial, Helvetica, sans-serif', fillStyle: '#000000' }]);
    expect(plain(screen.getByTestId('qr-format-note').textContent)).toContain('Dans le SVG, il reste du vrai texte');
    expect(info()).toMatchObject({ Taille: '300 × 300 px', 'Image avec le texte': '340 × 392 px' });

    await user.click(screen.getByRole('checkbox', { name: 'Texte en dessous du code' }));
    await user.type(screen.getByLabelText('Texte du bas'), 'outilo.fr');
    await user.selectOptions(screen.getByLabelText('Police'), 'Georgia');
    await user.click(screen.getByRole('checkbox', { name: 'Texte en gras' }));
    await waitVerified();
    expect(contexts.at(-1)?.texts.map((t) => [t.text, t.font])).toEqual([
      ['Scannez-moi', "24px Georgia, 'Times New Roman', serif"],
      ['outilo.fr', "18px Georgia, 'Times New Roman', serif"],
    ]);
    expect(encoder.calls).toBe(1);
    expect(image()).toHaveAttribute('width', '340');
  });

  it('downloads the PNG and the SVG under the same qrcode-<timestamp> name, the SVG with its text', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await user.click(screen.getByRole('button', { name: 'SCAN ME' }));
    await waitVerified();
    await user.click(screen.getByRole('button', { name: /Télécharger en PNG/ }));
    // The download code loads on the first click (saveFile); Vitest's mock of it is not safe for two imports at once.
    await waitFor(() => expect(downloads.calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /Télécharger en SVG/ }));
    await waitFor(() => expect(downloads.calls).toHaveLength(2));
    const [png, svg] = downloads.calls as [{ blob: Blob; name: string }, { blob: Blob; name: string }];
    expect(png.name).toMatch(/^qrcode-\d{8}-\d{6}\.png$/);
    expect(png.blob.type).toBe('image/png');
    expect(svg.name).toBe(png.name.replace(/\.png$/, '.svg'));
    expect(svg.blob.type).toBe('image/svg+xml');
    const source = await svg.blob.text();
    expect(source).toContain('>SCAN ME</text>');
    expect(source).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="340"');
  });

  it('copies the PNG to the clipboard, and says so in French when the browser refuses', async () => {
    const written: { items: Record<string, Blob> }[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(public items: Record<string, Blob>) {}
      },
    );
    const write = vi.fn(async (items: { items: Record<string, Blob> }[]) => void written.push(...items));
    try {
      const user = setup();
      // After user-event's setup, which puts its own clipboard on the navigator.
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write } });
      await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
      await waitVerified();
      await user.click(screen.getByRole('button', { name: 'Copier l’image' }));
      await waitFor(() => expect(screen.getByTestId('qr-export')).toHaveTextContent('Image copiée dans le presse-papiers.'));
      expect(written).toHaveLength(1);
      expect(written[0]!.items['image/png']!.type).toBe('image/png');

      write.mockRejectedValueOnce(new DOMException('Refusé', 'NotAllowedError'));
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await user.click(screen.getByRole('button', { name: 'Copier l’image' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Copie refusée : le navigateur n’autorise pas cette page à copier une image/));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('sizes the PNG in centimetres at 300 ppp, and hands over no file it could not make and check', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitVerified();
    await user.click(within(screen.getByRole('group', { name: 'Taille du PNG téléchargé ou copié' })).getByLabelText('En cm (300 ppp)'));
    expect(plain(screen.getByRole('slider', { name: /Côté du code imprimé/ }).getAttribute('aria-valuetext'))).toBe('10,0 cm (1 181 px)');
    expect(info()).toMatchObject({ 'PNG téléchargé': 'code de 1 181 × 1 181 px', 'Imprimé à 300 ppp': '10,0 cm de côté' });
    // jsdom draws no SVG: the export at 1 181 px cannot be made, and says so rather than handing over a file.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: /Télécharger en PNG/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('L’image n’a pas pu être fabriquée à cette taille sur cet appareil.'), { timeout: 3000 });
    expect(downloads.calls).toEqual([]);
  });

  it('puts a picked logo in the centre at level H, refuses other files in French, takes it off on « Réinitialiser », and forgets it when removed', async () => {
    // jsdom decodes no image: a logo is taken as read once its data URL is set.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: () => Promise.resolve() });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    });
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitVerified();
    // A dropped or picked file, whatever the picker's filter lets through.
    const upload = (file: File) => fireEvent.change(document.querySelector<HTMLInputElement>('input[name="qr-logo"]')!, { target: { files: [file] } });
    expect(screen.getByText(/Le logo reste sur cet appareil : il n’est envoyé nulle part/)).toBeInTheDocument();

    upload(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Format non pris en charge : choisissez une image PNG, JPEG, WebP ou SVG.');
    upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'lourd.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image trop lourde : 2 Mo au maximum.');

    const levelBefore = encoder.calls;
    upload(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('img', { name: 'Logo choisi' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('qr-logo-level')).toHaveTextContent('Niveau de correction H imposé tant que le logo est là');
    expect(screen.getByRole('radio', { name: /^H – 30/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^M – 15/ })).toBeDisabled();
    await waitFor(() => expect(info()).toMatchObject({ 'Correction d’erreur': 'H – 30 %' }), { timeout: 3000 });
    // The code is made again at level H, 300 ms later.
    await waitFor(() => expect(encoder.calls).toBeGreaterThan(levelBefore), { timeout: 3000 });
    await waitFor(() => expect(contexts.some((c) => c.images.some((i) => i.src.startsWith('data:image/svg+xml')))).toBe(true), { timeout: 3000 });

    // « Réinitialiser » takes the logo off with the other inputs, and its undo puts it back.
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.queryByRole('img', { name: 'Logo choisi' })).toBeNull();
    expect(screen.getByRole('radio', { name: /^M – 15/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Annuler la réinitialisation' }));
    expect(await screen.findByRole('img', { name: 'Logo choisi' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(screen.getByRole('radio', { name: /^H – 30/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Retirer le logo' }));
    expect(screen.queryByRole('img', { name: 'Logo choisi' })).toBeNull();
    expect(screen.getByRole('radio', { name: /^M – 15/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^M – 15/ })).toBeEnabled();
  });

  describe('batch', () => {
    const openBatch = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByText('Plusieurs QR codes d’un coup (ZIP)'));
      // The section's code loads on this click, beside the preview's and the encoder's, which load with the page.
      return screen.findByLabelText('Liste des contenus', {}, { timeout: 15_000 });
    };
    const result = () => plain(screen.getByTestId('qr-batch-result').textContent);

    it('makes a ZIP of the verified codes, named from their lines, and names the lines left out and why', { timeout: 30_000 }, async () => {
      const user = setup();
      fireEvent.click(screen.getByRole('button', { name: 'Bleu professionnel' }));
      const list = await openBatch(user);
      fireEvent.change(list, { target: { value: `https://outilo.fr/a\n\nCrème brûlée\nhttps://outilo.fr/a\n${'x'.repeat(2400)}` } });
      expect(screen.getByText(/^4 lignes non vides/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Créer le ZIP' }));
      await waitFor(() => expect(screen.getByTestId('qr-batch-result')).toBeInTheDocument(), { timeout: 20_000 });
      expect(result()).toContain('3 codes vérifiés sur 4 ; les lignes ci-dessous ne sont pas dans le ZIP.');
      expect(result()).toContain(`Ligne 5 (« ${'x'.repeat(40)}… ») : trop longue pour un QR code au niveau M (2 400 octets, 2 331 au plus).`);
      await user.click(screen.getByRole('button', { name: /^Télécharger le ZIP \(3\scodes\)$/ }));
      await waitFor(() => expect(downloads.calls).toHaveLength(1));
      const [zip] = downloads.calls as [{ blob: Blob; name: string }];
      expect(zip.name).toMatch(/^qrcode-\d{8}-\d{6}\.zip$/);
      const files = unzipSync(new Uint8Array(await zip.blob.arrayBuffer()));
      expect(Object.keys(files)).toEqual(['https-outilo-fr-a.png', 'creme-brulee.png', 'https-outilo-fr-a-2.png']);

      // SVG files, with the page's design; a change of design or list puts the last result away.
      await user.click(within(screen.getByRole('group', { name: 'Format des fichiers' })).getByLabelText('SVG'));
      expect(screen.queryByTestId('qr-batch-result')).toBeNull();
      fireEvent.change(screen.getByLabelText('Liste des contenus'), { target: { value: 'https://outilo.fr/a\nhttps://outilo.fr/b' } });
      await user.click(screen.getByRole('button', { name: 'Créer le ZIP' }));
      await waitFor(() => expect(result()).toContain('2 codes vérifiés : chacun a été relu par le décodeur'), { timeout: 20_000 });
      await user.click(screen.getByRole('button', { name: /^Télécharger le ZIP \(2\scodes\)$/ }));
      await waitFor(() => expect(downloads.calls).toHaveLength(2));
      const svgs = unzipSync(new Uint8Array(await downloads.calls[1]!.blob.arrayBuffer()));
      expect(Object.keys(svgs)).toEqual(['https-outilo-fr-a.svg', 'https-outilo-fr-b.svg']);
      expect(new TextDecoder().decode(svgs['https-outilo-fr-b.svg'])).toContain('fill="#1E40AF"');
    });

    it('takes a CSV column chosen by its header, refuses more than 1 000 lines, and can be cancelled', { timeout: 30_000 }, async () => {
      const user = setup();
      await openBatch(user);
      const csv = new File(['\ufeffProduit;Lien\r\n"Tarte; pommes";https://outilo.fr/tarte\r\nÉclair;https://outilo.fr/eclair\r\n'], 'produits.csv', { type: 'text/csv' });
      fireEvent.change(document.querySelector<HTMLInputElement>('input[name="qr-batch-file"]')!, { target: { files: [csv] } });
      const column = await screen.findByLabelText('Colonne de produits.csv');
      expect(column).toHaveValue('1');
      expect(screen.getByText(/^2 lignes non vides dans cette colonne/)).toBeInTheDocument();
      await user.selectOptions(column, 'Produit');
      await user.click(screen.getByRole('button', { name: 'Créer le ZIP' }));
      await waitFor(() => expect(result()).toContain('2 codes vérifiés'), { timeout: 20_000 });
      await user.click(screen.getByRole('button', { name: /^Télécharger le ZIP \(2\scodes\)$/ }));
      await waitFor(() => expect(downloads.calls).toHaveLength(1));
      expect(Object.keys(unzipSync(new Uint8Array(await downloads.calls[0]!.blob.arrayBuffer())))).toEqual(['tarte-pommes.png', 'eclair.png']);

      await user.click(screen.getByRole('button', { name: 'Revenir à la liste saisie' }));
      const list = screen.getByLabelText('Liste des contenus');
      fireEvent.change(list, { target: { value: Array.from({ length: 1001 }, (_, i) => `https://outilo.fr/${i}`).join('\n') } });
      await user.click(screen.getByRole('button', { name: 'Créer le ZIP' }));
      expect(plain(screen.getByRole('alert').textContent)).toBe('Trop de lignes : 1 001 codes demandés, 1 000 au plus par lot. Découpez la liste en plusieurs lots.');

      fireEvent.change(list, { target: { value: Array.from({ length: 300 }, (_, i) => `https://outilo.fr/${i}`).join('\n') } });
      await user.click(screen.getByRole('button', { name: 'Créer le ZIP' }));
      await waitFor(() => expect(plain(screen.getByTestId('qr-batch-progress').textContent)).toMatch(/^[1-9]\d* \/ 300$/), { timeout: 10_000 });
      await user.click(screen.getByRole('button', { name: 'Annuler' }));
      expect(await screen.findByText('Création annulée : aucun fichier n’a été fait.', { normalizer: plain })).toBeInTheDocument();
      expect(screen.queryByTestId('qr-batch-result')).toBeNull();
      expect(screen.getByRole('button', { name: 'Créer le ZIP' })).toBeEnabled();
    });
  });

  it('never advises level L for content over L’s maximum (10 000 « x »)', { timeout: 20_000 }, async () => {
    setup();
    fireEvent.click(screen.getByLabelText('Texte'));
    fireEvent.change(screen.getByLabelText(/^Texte/, { selector: 'textarea' }), { target: { value: 'x'.repeat(10_000) } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GENERATION_ERROR), { timeout: 3000 });
    const message = plain(screen.getByRole('alert').textContent);
    expect(message).toContain('Le contenu (10 000 octets) dépasse ce qu’un QR code peut contenir au niveau M (2 331 octets au plus) : raccourcissez-le : il ne tient pas non plus au niveau L (2 953 octets au plus).');
    expect(message).not.toContain('choisissez le niveau');
  });

  it('says when the content is too long for a QR code', { timeout: 20_000 }, async () => {
    const user = setup();
    fireEvent.click(screen.getByLabelText('Texte'));
    fireEvent.change(screen.getByLabelText(/^Texte/, { selector: 'textarea' }), { target: { value: 'é'.repeat(1450) } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GENERATION_ERROR), { timeout: 3000 });
    expect(plain(screen.getByRole('alert').textContent)).toContain('Le contenu (2 900 octets) dépasse ce qu’un QR code peut contenir au niveau M (2 331 octets au plus) : raccourcissez-le ou choisissez le niveau L.');
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByLabelText('L – 7 %'));
    });
    // It fits at level L, but in 300 px its modules are under 2 px.
    await waitFor(() => expect(check()).toMatch(/^Contenu trop long pour cette taille : chaque module ne mesure que 1,6 px/), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Télécharger quand même' }));
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(info().Version).toBe('40 (177 × 177 modules)');
  });

  it('an encoder that cannot be loaded (or not in time) says so in the preview, and « Réessayer » makes the code', async () => {
    const loaded = vi.spyOn(drawing, 'loaded').mockReturnValue(undefined);
    vi.spyOn(drawing, 'load').mockRejectedValueOnce(new LoadTimeout());
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitFor(() =>
      expect(within(preview()).getByRole('alert')).toHaveTextContent('Le générateur de QR code n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.'),
    );
    expect(within(preview()).queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeDisabled();
    loaded.mockRestore();
    await user.click(within(preview()).getByRole('button', { name: 'Réessayer' }));
    await waitVerified();
    expect(image()).toHaveAttribute('alt', 'QR code contenant\u00a0: https://outilo.fr');
  });

  it('shows the SPEC error, and logs it, when the image cannot be drawn', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse du site/), 'https://outilo.fr');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GENERATION_ERROR), { timeout: 3000 });
    expect(logged).toHaveBeenCalledWith('Erreur lors de la génération du QR code', expect.any(Error));
    expect(screen.getByRole('button', { name: /Télécharger en PNG/ })).toBeDisabled();
    expect(plain(document.body.textContent)).not.toMatch(/NaN|undefined|Infinity/);
  });
});
