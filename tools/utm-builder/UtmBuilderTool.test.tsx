import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool, testPlatform } from '../../tests/renderApp';
import UtmBuilderTool from './UtmBuilderTool';
import { UTM_URL_ERROR, UTM_WARNINGS } from './utmBuilder';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const result = () => screen.queryByTestId('result-value')?.textContent ?? null;
const url = () => screen.getByLabelText('URL de la page');
const campaign = () => screen.getByLabelText('Nom de la campagne (utm_campaign)');
const params = () =>
  [...document.querySelectorAll('.result-card__detail')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

describe('UtmBuilderTool', () => {
  it('builds the tagged URL like Google’s Campaign URL Builder, before the #fragment, keeping the query', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    expect(screen.getByLabelText('Source (utm_source)')).toHaveValue('google');
    expect(screen.getByLabelText('Support (utm_medium)')).toHaveValue('cpc');
    expect(result()).toBeNull();
    expect(plain(screen.getByText(/s’affichera ici/).textContent)).toBe('Saisissez l’adresse de votre page : l’URL de campagne s’affichera ici.');
    await user.type(url(), 'https://exemple.fr/page?ref=1#avis');
    await user.type(campaign(), "Soldes d'été");
    const expected = 'https://exemple.fr/page?ref=1&utm_source=google&utm_medium=cpc&utm_campaign=soldes%20d%27%C3%A9t%C3%A9#avis';
    expect(result()).toBe(expected);
    expect(params()).toEqual([
      ['utm_source', 'google'],
      ['utm_medium', 'cpc'],
      ['utm_campaign', "soldes d'été"],
    ]);
    const parsed = new URL(expected);
    expect(parsed.searchParams.get('utm_campaign')).toBe("soldes d'été");
    expect(parsed.hash).toBe('#avis');
    expect(screen.getByRole('status').textContent).toBe(UTM_WARNINGS.spaces);
    const link = screen.getByRole('link', { name: 'Tester le lien (nouvel onglet)' });
    expect(link).toHaveAttribute('href', expected);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lowercases values, omits empty ones and encodes & = # + so that they survive', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.type(url(), 'https://exemple.fr');
    expect(result()).toBe('https://exemple.fr/?utm_source=google&utm_medium=cpc');
    await user.selectOptions(screen.getByLabelText('Source (utm_source)'), 'newsletter');
    await user.selectOptions(screen.getByLabelText('Support (utm_medium)'), 'email');
    await user.type(campaign(), 'Noël-2025');
    await user.type(screen.getByLabelText('Terme (utm_term, facultatif)'), 'A&B=C#D+E');
    await user.type(screen.getByLabelText('Contenu (utm_content, facultatif)'), '  Bouton-Rouge  ');
    const out = result()!;
    expect(out).toBe('https://exemple.fr/?utm_source=newsletter&utm_medium=email&utm_campaign=no%C3%ABl-2025&utm_term=a%26b%3Dc%23d%2Be&utm_content=bouton-rouge');
    const search = new URL(out).searchParams;
    expect(search.get('utm_term')).toBe('a&b=c#d+e');
    expect(search.get('utm_content')).toBe('bouton-rouge');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the SPEC message, and no output, for an address that does not parse', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    expect(screen.queryByRole('alert')).toBeNull();
    for (const bad of ['pas une url', 'javascript:alert(1)', 'mailto:a@b.fr', 'http://', 'https://exemple']) {
      fireEvent.change(url(), { target: { value: bad } });
      expect(screen.getByRole('alert')).toHaveTextContent(UTM_URL_ERROR);
      expect(url()).toHaveAttribute('aria-invalid', 'true');
      expect(result()).toBeNull();
      expect(screen.queryByRole('link', { name: /Tester le lien/ })).toBeNull();
      expect(screen.queryByText(/s’affichera ici/)).toBeNull();
    }
    await user.clear(url());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/s’affichera ici/)).toBeInTheDocument();
  });

  it('adds https:// when missing and says so', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.type(url(), 'exemple.fr/soldes#femme');
    await user.type(campaign(), 'Soldes-Ete-2025');
    expect(result()).toBe('https://exemple.fr/soldes?utm_source=google&utm_medium=cpc&utm_campaign=soldes-ete-2025#femme');
    expect(plain(screen.getByText(/a été ajouté/).textContent)).toBe('« https:// » a été ajouté devant votre adresse : vérifiez que votre site répond bien en https.');
  });

  it('custom source and medium reveal a text field whose text is used', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    expect(screen.queryByLabelText('Source personnalisée')).toBeNull();
    await user.type(url(), 'https://exemple.fr/');
    await user.selectOptions(screen.getByLabelText('Source (utm_source)'), 'custom');
    expect(screen.getByRole('option', { name: 'Personnalisée…' })).toBeInTheDocument();
    // Nothing typed yet: no utm_source, and a warning.
    expect(result()).toBe('https://exemple.fr/?utm_medium=cpc');
    expect(screen.getByRole('status').textContent).toBe(UTM_WARNINGS.noSource);
    await user.type(screen.getByLabelText('Source personnalisée'), 'Blog-Partenaire');
    await user.selectOptions(screen.getByLabelText('Support (utm_medium)'), 'custom');
    await user.type(screen.getByLabelText('Support personnalisé'), 'QR-Code');
    await user.type(campaign(), 'salon');
    expect(result()).toBe('https://exemple.fr/?utm_source=blog-partenaire&utm_medium=qr-code&utm_campaign=salon');
    await user.selectOptions(screen.getByLabelText('Source (utm_source)'), 'linkedin');
    expect(screen.queryByLabelText('Source personnalisée')).toBeNull();
    expect(result()).toBe('https://exemple.fr/?utm_source=linkedin&utm_medium=qr-code&utm_campaign=salon');
  });

  it('replaces utm_* parameters already in the URL and says so', () => {
    renderTool('utm-builder', <UtmBuilderTool />);
    fireEvent.change(url(), { target: { value: 'https://exemple.fr/?utm_source=old&id=7&UTM_MEDIUM=old' } });
    fireEvent.change(campaign(), { target: { value: 'rentree' } });
    expect(result()).toBe('https://exemple.fr/?id=7&utm_source=google&utm_medium=cpc&utm_campaign=rentree');
    expect(screen.getByRole('status').textContent).toBe(UTM_WARNINGS.replaced);
  });

  it('copies the URL', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.type(url(), 'https://exemple.fr/');
    await user.type(campaign(), 'test');
    await act(async () => {
      screen.getByRole('button', { name: 'Copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith('https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=test');
    expect(screen.getByRole('button', { name: /^Copié\s!$/ })).toBeInTheDocument();
  });

  it('has the how-to and the about block', () => {
    renderTool('utm-builder', <UtmBuilderTool />);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
  });
});

describe('UtmBuilderTool: GA4 parameters, presets, bulk mode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds the GA4 parameters (utm_id, utm_source_platform, utm_creative_format, utm_marketing_tactic)', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.type(url(), 'exemple.fr');
    await user.type(campaign(), 'noel');
    await user.click(screen.getByText('Paramètres GA4 (facultatifs)'));
    await user.type(screen.getByLabelText('ID de campagne (utm_id)'), 'cmp-42');
    await user.type(screen.getByLabelText('Plateforme source (utm_source_platform)'), 'dv360');
    await user.type(screen.getByLabelText('Format créatif (utm_creative_format)'), 'video');
    await user.type(screen.getByLabelText('Tactique marketing (utm_marketing_tactic)'), 'prospecting');
    expect(result()).toBe(
      'https://exemple.fr/?utm_source=google&utm_medium=cpc&utm_campaign=noel&utm_id=cmp-42&utm_source_platform=dv360&utm_creative_format=video&utm_marketing_tactic=prospecting',
    );
  });

  it('saves a preset on the device, applies it in one click and deletes it', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.selectOptions(screen.getByLabelText('Source (utm_source)'), 'newsletter');
    await user.selectOptions(screen.getByLabelText('Support (utm_medium)'), 'email');
    await user.type(campaign(), 'mensuelle');
    await user.type(screen.getByLabelText('Nom du modèle'), 'Newsletter');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la source, le support et la campagne' }));
    expect(screen.getByText('newsletter / email / mensuelle')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('outilo:utm-presets') ?? '[]')).toEqual([{ name: 'Newsletter', source: 'newsletter', medium: 'email', campaign: 'mensuelle' }]));
    await user.selectOptions(screen.getByLabelText('Source (utm_source)'), 'google');
    await user.clear(campaign());
    await user.click(screen.getByRole('button', { name: 'Appliquer le modèle Newsletter' }));
    expect(screen.getByLabelText('Source (utm_source)')).toHaveValue('newsletter');
    expect(screen.getByLabelText('Support (utm_medium)')).toHaveValue('email');
    expect(campaign()).toHaveValue('mensuelle');
    await user.click(screen.getByRole('button', { name: 'Supprimer le modèle Newsletter' }));
    expect(screen.queryByText('newsletter / email / mensuelle')).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('outilo:utm-presets') ?? 'null')).toEqual([]));
  });

  it('asks for a name before saving a preset', async () => {
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la source, le support et la campagne' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Donnez un nom au modèle pour l’enregistrer');
  });

  it('hints when a value differs from a preset only by accents or spacing, and fixes it in one click', async () => {
    localStorage.setItem('outilo:utm-presets', JSON.stringify([{ name: 'Été', source: 'facebook', medium: 'social', campaign: 'soldes-ete' }]));
    const user = userEvent.setup();
    renderTool('utm-builder', <UtmBuilderTool />);
    await screen.findByText('facebook / social / soldes-ete');
    await user.type(url(), 'exemple.fr');
    await user.type(campaign(), 'Soldes été');
    const hint = await screen.findByText(/GA4 distingue/);
    expect(plain(hint.textContent)).toContain('GA4 distingue « soldes été » et « soldes-ete » (utm_campaign)');
    expect(plain(hint.textContent)).toContain('Utilisez « soldes-ete » comme dans votre modèle « Été ».');
    await user.click(screen.getByRole('button', { name: /Corriger la campagne en/ }));
    expect(campaign()).toHaveValue('soldes-ete');
    expect(screen.queryByText(/GA4 distingue/)).toBeNull();
  });

  it('bulk mode: tags many URLs, flags invalid lines by number, copies all and downloads a CSV', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const files: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.click(screen.getByRole('radio', { name: 'En masse (une URL par ligne)' }));
    await user.type(campaign(), 'rentree');
    fireEvent.change(await screen.findByLabelText('URL des pages (une par ligne)'), { target: { value: 'exemple.fr/a\nceci n’est pas une url\nexemple.fr/b' } });
    await screen.findByText('https://exemple.fr/a?utm_source=google&utm_medium=cpc&utm_campaign=rentree');
    expect(plain(screen.getByText(/Ligne 2 : URL invalide/).textContent)).toBe('Ligne 2 : URL invalide (« ceci n’est pas une url »)');
    expect(plain(screen.getByRole('heading', { name: /URL de campagne/ }).textContent)).toBe('URL de campagne (2 valides, 1 ligne invalide)');
    await act(async () => {
      screen.getByRole('button', { name: 'Tout copier' }).click();
    });
    expect(writeText).toHaveBeenCalledWith(
      'https://exemple.fr/a?utm_source=google&utm_medium=cpc&utm_campaign=rentree\nhttps://exemple.fr/b?utm_source=google&utm_medium=cpc&utm_campaign=rentree',
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger en CSV' }));
    expect(files).toEqual(['urls-utm.csv']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Ligne;URL d’origine;URL de campagne;Erreur');
    expect(text.split('\r\n')[2]).toBe('2;ceci n’est pas une url;;URL invalide');
  });

  it('opens with a crafted address', () => {
    renderTool(
      'utm-builder',
      <UtmBuilderTool />,
      testPlatform(),
      '/utm-builder/?url=exemple.fr%2Fpromo&source=custom&source-perso=partenaire&support=email&campagne=Noel&id=42&tactique=remarketing',
    );
    expect(result()).toBe('https://exemple.fr/promo?utm_source=partenaire&utm_medium=email&utm_campaign=noel&utm_id=42&utm_marketing_tactic=remarketing');
  });

  it('a hostile address gives the tool’s error, never a crash', () => {
    renderTool('utm-builder', <UtmBuilderTool />, testPlatform(), '/utm-builder/?url=javascript%3Aalert(1)&source=__proto__&support=constructor&mode=toString');
    expect(screen.getByText(UTM_URL_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText('Source (utm_source)')).toHaveValue('google');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('UtmBuilderTool: plan mode', () => {
  it('tags each row of a pasted plan with its own values, says the columns read, flags its rows and copies', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTool('utm-builder', <UtmBuilderTool />);
    await user.click(screen.getByRole('radio', { name: 'En masse (une URL par ligne)' }));
    await user.type(campaign(), 'rentree');
    const plan = ['url\tsource\tsupport\tcampagne', 'exemple.fr/a#haut\tfacebook\tsocial\t', 'exemple.fr/b\tFacebook\tsocial\tete', 'exemple.fr/c\tfb\tsocial\t', 'pas une url\tfacebook\t\t'].join('\n');
    fireEvent.change(await screen.findByLabelText('URL des pages (une par ligne)'), { target: { value: plan } });
    const title = await screen.findByRole('heading', { name: /Plan de marquage/ });
    expect(plain(title.textContent)).toBe('Plan de marquage : 4 liens, 3 valides, 1 invalide, 2 lignes à vérifier');
    expect(plain(screen.getByText(/Colonnes lues/).textContent)).toBe(
      'Colonnes lues : URL ← « url », utm_source ← « source », utm_medium ← « support », utm_campaign ← « campagne ». Une cellule vide prend la valeur du formulaire.',
    );
    const rows = screen.getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => plain(cell.textContent)));
    expect(cells).toEqual([
      ['1', 'https://exemple.fr/a?utm_source=facebook&utm_medium=social&utm_campaign=rentree#haut', ''],
      ['2', 'https://exemple.fr/b?utm_source=facebook&utm_medium=social&utm_campaign=ete', 'utm_source : « Facebook » → « facebook » (minuscules)'],
      ['3', 'https://exemple.fr/c?utm_source=fb&utm_medium=social&utm_campaign=rentree', 'utm_source « fb » écrit autrement ailleurs : « facebook » sur d’autres lignes'],
      ['4', '—', 'URL invalide (« pas une url »)'],
    ]);
    const remarks = screen.getByRole('list', { name: 'Remarques ligne par ligne' });
    expect([...remarks.querySelectorAll('li')].map((li) => plain(li.textContent))).toEqual([
      'Ligne 2 : utm_source : « Facebook » → « facebook » (minuscules)',
      'Ligne 3 : utm_source « fb » écrit autrement ailleurs : « facebook » sur d’autres lignes',
      'Ligne 4 : URL invalide (« pas une url »)',
    ]);
    await act(async () => {
      screen.getByRole('button', { name: 'Tout copier' }).click();
    });
    expect(writeText).toHaveBeenLastCalledWith(
      'https://exemple.fr/a?utm_source=facebook&utm_medium=social&utm_campaign=rentree#haut\nhttps://exemple.fr/b?utm_source=facebook&utm_medium=social&utm_campaign=ete\nhttps://exemple.fr/c?utm_source=fb&utm_medium=social&utm_campaign=rentree',
    );

    // A wrong guess fixed: no medium column, the form's « cpc » for every row.
    await user.click(screen.getByText('Changer les colonnes lues'));
    await user.selectOptions(screen.getByLabelText('Colonne de utm_medium'), 'Aucune (valeur du formulaire)');
    await screen.findByText('https://exemple.fr/b?utm_source=facebook&utm_medium=cpc&utm_campaign=ete');
    await user.click(screen.getByLabelText('Seulement les lignes à vérifier'));
    expect(screen.getAllByRole('row').slice(1).map((row) => row.querySelector('[role="cell"]')?.textContent)).toEqual(['2', '3', '4']);
  });
});
