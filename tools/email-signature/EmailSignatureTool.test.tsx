import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { installGuides } from './InstallGuides';
import { doneMessages, exportFailures } from './messages';
import { MESSAGES } from './checks';
import EmailSignatureTool, { pngExport } from './EmailSignatureTool';
import { LoadTimeout } from '../../components/lib/onDemand';
import { RESET_DONE } from '../../components/tool/toolState';
import { SETTLE_MS } from '../../components/lib/settledInput';

/** The remembered inputs of this tool (every tool: `inputs:<id>`, one short French name per field). */
const STORED = 'outilo:inputs:email-signature';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const preview = () => screen.getByTestId('signature-preview');
const field = (label: string) => screen.getByLabelText(label);

/** The rules of components/typography.test.ts, applied to the texts this tool keeps outside `content`. */
function typographyProblems(value: unknown): string[] {
  if (typeof value === 'string') return / [:;!?»]|\d [%€]|« |'/.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(typographyProblems);
  return [];
}

async function renderReady() {
  const view = renderTool('email-signature', <EmailSignatureTool />);
  // Remembered inputs are read just after the first render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return view;
}

describe('EmailSignatureTool', () => {
  beforeEach(() => localStorage.clear());

  it('shows a placeholder until something is typed, then the live preview', async () => {
    const user = userEvent.setup();
    await renderReady();
    expect(screen.queryByTestId('signature-preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copier le HTML' })).toBeDisabled();
    expect(screen.getByText(/Nom et prénom/)).toHaveTextContent('(obligatoire)');
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveAttribute('aria-required', 'true');
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie Dupont');
    await user.type(field('Poste'), 'Responsable marketing');
    await user.type(field('E-mail'), 'marie@exemple.fr');
    await waitFor(() => expect(preview()).toHaveTextContent('Marie Dupont'));
    expect(within(preview()).getByRole('link', { name: 'marie@exemple.fr' })).toHaveAttribute('href', 'mailto:marie@exemple.fr');
    expect(screen.getByRole('button', { name: 'Copier le HTML' })).toBeEnabled();
    expect(plain(screen.getByTestId('signature-size').textContent)).toMatch(/^Code HTML : [\d ]+ caractères \(limite de Gmail : 10 000\)\.$/);
  });

  it('escapes what is typed and shows the French message next to a refused link', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), '<img src=x onerror=alert(1)>');
    await user.type(field('LinkedIn'), 'javascript:alert(1)');
    await user.type(field('Téléphone'), 'appelez-moi');
    await waitFor(() => expect(preview()).toHaveTextContent('<img src=x onerror=alert(1)>'));
    expect(preview().querySelector('img')).toBeNull();
    expect(preview().querySelectorAll('a')).toHaveLength(0);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([MESSAGES.phone, MESSAGES.scheme]);
    expect(field('LinkedIn')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the photo address only when the photo is wanted, and shows it 80 × 80', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie');
    expect(screen.queryByLabelText('Adresse de la photo (URL)')).toBeNull();
    await user.click(screen.getByLabelText('Ajouter une photo'));
    await user.type(field('Adresse de la photo (URL)'), 'data:image/png;base64,AAAA');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.photoScheme);
    await user.clear(field('Adresse de la photo (URL)'));
    await user.type(field('Adresse de la photo (URL)'), 'https://exemple.fr/photo.jpg{Enter}');
    await waitFor(() => expect(preview().querySelector('img')).not.toBeNull());
    const img = preview().querySelector('img')!;
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('alt', 'Marie');
  });

  it('loads the photo once its address is typed, not at each keystroke, and exports the address as it is', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie');
    await user.click(screen.getByLabelText('Ajouter une photo'));
    await waitFor(() => expect(preview()).toHaveTextContent('Marie'));
    // The distinct addresses the preview's <img> elements have been given, each of which the browser would fetch.
    const given = new Set<string>();
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    const sources = () => {
      for (const record of observer.takeRecords()) {
        for (const node of record.type === 'attributes' ? [record.target] : record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const img of node.matches('img') ? [node] : node.querySelectorAll('img')) given.add(img.getAttribute('src')!);
        }
      }
      const list = [...given];
      given.clear();
      return list;
    };
    // Typed one character every 150 ms, on a clock of the test's own (user-event would wait on it forever).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const input = field('Adresse de la photo (URL)') as HTMLInputElement;
      const typeInto = (text: string) => {
        for (const character of text) {
          fireEvent.change(input, { target: { value: input.value + character } });
          act(() => vi.advanceTimersByTime(150));
        }
      };
      const address = 'https://photos.exemple.fr/equipe/marie/photo.jpg';
      act(() => input.focus());
      typeInto(address);
      expect(sources()).toEqual([]);
      // A copy made before the pause has the photo the field holds.
      const write = vi.fn().mockResolvedValue(undefined);
      vi.stubGlobal('ClipboardItem', class {
        constructor(public items: Record<string, Blob>) {}
      });
      Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
      fireEvent.click(screen.getByRole('button', { name: 'Copier le HTML' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(await (write.mock.calls[0]![0][0] as { items: Record<string, Blob> }).items['text/html']!.text()).toContain(`src="${address}"`);
      expect(sources()).toEqual([]);
      // The pause: the preview shows the photo, once.
      act(() => vi.advanceTimersByTime(SETTLE_MS));
      expect(sources()).toEqual([address]);

      // Typing on, the preview keeps that photo; leaving the field shows the new one at once.
      typeInto('?v=2');
      expect(sources()).toEqual([]);
      expect(preview().querySelector('img')).toHaveAttribute('src', address);
      act(() => input.blur());
      expect(sources()).toEqual([`${address}?v=2`]);
      // Enter takes the address without leaving the field.
      act(() => input.focus());
      typeInto('&t=1');
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(sources()).toEqual([`${address}?v=2&t=1`]);
    } finally {
      observer.disconnect();
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('switches templates, fonts, sizes, colour presets and the separator', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie');
    await user.type(field('Entreprise'), 'ACME');
    await user.type(field('Téléphone'), '01 23 45 67 89');
    const html = () => preview().innerHTML;
    await waitFor(() => expect(html()).toContain('border-left:3px solid #2563EB'));
    await user.click(screen.getByLabelText('Institutionnel'));
    await waitFor(() => expect(html()).toContain('text-transform:uppercase'));
    expect(html().indexOf('ACME')).toBeLessThan(html().indexOf('Marie'));
    await user.selectOptions(field('Police'), 'Georgia');
    await waitFor(() => expect(html()).toContain('font-family:Georgia'));

    expect(screen.getByRole('button', { name: 'Bleu' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Vert' }));
    await waitFor(() => expect(html()).toContain('#047857'));
    expect(screen.getByRole('button', { name: 'Vert' })).toHaveAttribute('aria-pressed', 'true');
    // Editing a colour by hand unselects the preset.
    const code = field('Couleur principale');
    await user.clear(code);
    await user.type(code, '#123456');
    await waitFor(() => expect(html()).toContain('#123456'));
    expect(screen.getByRole('button', { name: 'Vert' })).toHaveAttribute('aria-pressed', 'false');

    expect(html()).toContain('width="300"');
    await user.click(screen.getByLabelText('Espace'));
    await waitFor(() => expect(html()).not.toContain('width="300"'));
    await user.click(screen.getByLabelText('Séparateur entre l’identité et les coordonnées'));
    await waitFor(() => expect(html()).not.toContain('height="12"'));
    expect(screen.queryByLabelText('Espace')).toBeNull();
  });

  it('copies the HTML and the text, and says so; a refused clipboard gets a French message', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie');
    const write = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('ClipboardItem', class {
      constructor(public items: Record<string, Blob>) {}
    });
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copier le HTML' }));
    await waitFor(() => expect(document.querySelector('.sig-status__ok')?.textContent).toBe(doneMessages.copied));
    const item = write.mock.calls[0]![0][0] as { items: Record<string, Blob> };
    // The clipboard holds the preview's very markup (parsed, both gain the same implied <tbody>).
    const copied = document.createElement('template');
    copied.innerHTML = await item.items['text/html']!.text();
    expect(copied.content.childNodes).toHaveLength(1);
    expect(copied.content.firstChild!.isEqualNode(preview().firstChild)).toBe(true);
    expect(await item.items['text/plain']!.text()).toBe('Marie');

    write.mockRejectedValueOnce(new DOMException('Refusé', 'NotAllowedError'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Copier le HTML' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(exportFailures.copyFailed));
    vi.unstubAllGlobals();
  });

  it('restores the stored form after mount, and keeps changes for the next visit', async () => {
    localStorage.setItem(STORED, JSON.stringify({ nom: 'Restauré', modele: 'classic' }));
    const user = userEvent.setup();
    const { unmount } = await renderReady();
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveValue('Restauré');
    expect(screen.getByLabelText('Classique')).toBeChecked();
    await user.type(field('Poste'), 'Directrice');
    unmount();
    expect(JSON.parse(localStorage.getItem(STORED)!)).toMatchObject({ nom: 'Restauré', poste: 'Directrice', modele: 'classic' });
  });

  it('reads hostile or corrupt storage as the defaults, without crashing', async () => {
    localStorage.setItem(STORED, '{"nom": "<script>alert(1)</script>", "modele": "evil", "couleur": "red;x:url(y)", "taille": "huge", "photo": "5", "__proto__": "x"}');
    await renderReady();
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveValue('<script>alert(1)</script>');
    expect(screen.getByLabelText('Moderne')).toBeChecked();
    expect(field('Couleur principale')).toHaveValue('#2563EB');
    expect((await screen.findByTestId('signature-preview')).querySelector('script')).toBeNull();
    expect(preview().textContent).toContain('<script>alert(1)</script>');
    localStorage.setItem(STORED, '{oops');
  });

  it('resets the form and forgets it, with a way back', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveValue('');
    expect(plain(screen.getByText(plain(RESET_DONE), { normalizer: plain }).textContent)).toBe(plain(RESET_DONE));
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(localStorage.getItem(STORED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Annuler la réinitialisation' }));
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveValue('Marie');
  });

  it('warns past Gmail’s 10 000 characters', async () => {
    // Every field at its length limit, with ampersands, which HTML writes in five characters (`&amp;`).
    const link = (host: string, length: number) => `${host}/?q=${'&'.repeat(length - host.length - 4)}`;
    localStorage.setItem(
      STORED,
      JSON.stringify({
        nom: '&'.repeat(120),
        poste: '&'.repeat(150),
        entreprise: '&'.repeat(150),
        adresse: '&'.repeat(200),
        site: link('exemple.fr', 500),
        linkedin: link('linkedin.com/in', 500),
        x: link('x.com', 500),
        facebook: link('facebook.com', 500),
        instagram: link('instagram.com', 500),
        youtube: link('youtube.com', 500),
      }),
    );
    await renderReady();
    await waitFor(() => expect(plain(screen.getByTestId('signature-size').textContent)).toMatch(/Code HTML : \d+ \d{3} caractères/));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(doneMessages.tooLong));
  });

  it('gives step-by-step installation for Gmail, both Outlooks and Apple Mail, in French typography', async () => {
    await renderReady();
    for (const client of ['Gmail (ordinateur)', 'Nouvel Outlook et Outlook sur le web', 'Outlook classique (Windows)', 'Apple Mail (Mac)']) {
      expect(screen.getByText(client, { selector: 'summary' })).toBeInTheDocument();
    }
    expect(typographyProblems({ installGuides, exportFailures, doneMessages, MESSAGES })).toEqual([]);
  });
});

describe('EmailSignatureTool: a PNG export whose code cannot be loaded', () => {
  beforeEach(() => localStorage.clear());

  it('says so with « Réessayer », which loads it again and downloads the image', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const downloadBlob = vi.fn();
    const load = vi
      .spyOn(pngExport, 'load')
      .mockRejectedValueOnce(new LoadTimeout())
      .mockResolvedValueOnce([
        { PNG_NAME: 'signature-email.png', renderSignaturePng: async () => ({ blob: new Blob(['png']), photoLeftOut: false }) },
        { downloadBlob },
      ] as unknown as Awaited<ReturnType<typeof pngExport.load>>);
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Marie Dupont');
    await user.click(screen.getByRole('button', { name: 'Télécharger en PNG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le module de création de l’image PNG n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(plain(screen.getByRole('status').textContent)).toBe(plain(doneMessages.downloaded)));
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'signature-email.png');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
