import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
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
