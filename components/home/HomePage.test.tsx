import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, TOOLS } from '../../tests/renderApp';
import { byId } from '../tool/catalog';
import { changelogEntries, changelogOf, testimonials, testimonialsAreSamples, toIso } from './data';
import { Testimonials } from './HomePage';

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Outils' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('.tool-card__title')!.textContent);

describe('home page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the heading, search box, categories and every tool', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher un outil...')).toBeInTheDocument();
    for (const label of ['Tous les outils', 'Marketing', 'E-commerce', 'SEO', 'Conversion', 'Utilitaires']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Tous les outils' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(TOOLS.length);
  });

  it('filters by search, accent- and case-insensitively, and shows the empty message', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const search = screen.getByPlaceholderText('Rechercher un outil...');
    await user.type(search, 'COUT PAR CLIC');
    expect(cardTitles()).toContain('Calculateur de CPC');
    expect(cardTitles()).not.toContain('Calculateur TTC / HT');
    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(await screen.findByText('Aucun outil ne correspond à votre recherche')).toBeInTheDocument();
  });

  it('keeps a pasted book to the first 200 characters of the search box, which no tool matches', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const search = screen.getByPlaceholderText('Rechercher un outil...');
    await user.click(search);
    await user.paste('xyzzy '.repeat(100_000));
    expect(search).toHaveValue('xyzzy '.repeat(34).slice(0, 200));
    expect(await screen.findByText('Aucun outil ne correspond à votre recherche')).toBeInTheDocument();
  });

  it('finds a tool by a synonym of its search terms', async () => {
    const user = userEvent.setup();
    renderApp('/');
    // « adwords » is in no title or description: only in the CPC calculator's search terms.
    await user.type(screen.getByPlaceholderText('Rechercher un outil...'), 'adwords');
    await waitFor(() => expect(cardTitles()).toEqual(['Calculateur de CPC']));
  });

  it('lists the tools whose title holds the word first, a starred one first among them only', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const roas = screen.getByText('Calculateur de ROAS de rentabilité').closest('li')!;
    await user.click(within(roas).getByRole('button', { name: 'Ajouter aux favoris' }));
    await user.type(screen.getByPlaceholderText('Rechercher un outil...'), 'marge');
    await waitFor(() => expect(cardTitles()[0]).toBe('Calculateur de remise et de marge'));
    expect(cardTitles()).toContain('Calculateur de ROAS de rentabilité');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'E-commerce' }));
    expect(cardTitles()).toEqual(TOOLS.filter((tool) => tool.categories.includes('ecommerce')).map((tool) => tool.title));
    expect(cardTitles()).toContain('Calculateur TTC / HT');
    await user.click(screen.getByRole('button', { name: 'SEO' }));
    expect(cardTitles()).toEqual(TOOLS.filter((tool) => tool.categories.includes('seo')).map((tool) => tool.title));
    await user.type(screen.getByPlaceholderText('Rechercher un outil...'), 'xyzzy');
    expect(await screen.findByText('Aucun outil ne correspond à votre recherche')).toBeInTheDocument();
  });

  it('puts a starred tool first and flips its label', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const cpm = screen.getByText('Calculateur de CPM').closest('li')!;
    await user.click(within(cpm).getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(cardTitles()[0]).toBe('Calculateur de CPM');
    expect(within(cpm).getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('outilo:fav:cpm')!)).toMatchObject({ on: true }));
  });

  it('hides the sample testimonials, and shows real ones with their ratings', () => {
    renderApp('/');
    expect(testimonialsAreSamples).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Ils utilisent Outilo' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Note/ })).toBeNull();
    render(<Testimonials items={testimonials} samples={false} />);
    expect(screen.getByRole('heading', { name: 'Ils utilisent Outilo' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Note\s:\s5 sur 5$/ })).toHaveLength(3);
  });

  it('lists in its changelog only tools this build has', () => {
    for (const entry of changelogEntries) if (entry.tool) expect(byId(TOOLS, entry.tool), entry.description).toBeDefined();
    // A build without the QR code would not announce it.
    expect(changelogOf(TOOLS).some((entry) => entry.tool === 'qr-code')).toBe(true);
    expect(changelogOf(TOOLS.filter((tool) => tool.id !== 'qr-code')).some((entry) => entry.tool === 'qr-code')).toBe(false);
  });

  it('shows the about sections and the dated changelog', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'À propos d’Outilo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de l’auteur' })).toBeInTheDocument();
    const changelog = screen.getByRole('heading', { name: /Quoi de neuf/ }).parentElement!;
    const dates = within(changelog).getAllByRole('listitem').map((li) => li.querySelector('time')!.textContent);
    expect(dates.every((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d ?? ''))).toBe(true);
    expect(dates).toContain('28/11/2024');
    expect(dates.map(toIso)).toEqual([...dates.map(toIso)].sort().reverse());
    for (const topic of [/Favoris/, /recherche/, /mot de passe/, /signature e-mail/]) {
      expect(within(changelog).getByText(topic)).toBeInTheDocument();
    }
  });
});

describe('layout and pages', () => {
  it('tool pages have the breadcrumb Accueil / title', async () => {
    renderApp('/ttc-ht');
    const crumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(crumb).getByText('Calculateur TTC / HT')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculateur TTC / HT' })).toBeInTheDocument();
  });

  it('the legal page has its sections and says what the site does', () => {
    renderApp('/mentions-legales');
    const crumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumb).getByText('Mentions légales')).toBeInTheDocument();
    for (const section of ['Éditeur du site', 'Hébergement', 'Propriété intellectuelle', 'Données personnelles', 'Cookies', 'Liens hypertextes', 'Modification des mentions légales']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(/ne collecte aucune donnée personnelle/)).toBeInTheDocument();
    expect(screen.getByText(/ne dépose aucun cookie/)).toBeInTheDocument();
  });

  it('unknown paths show the 404 message and a link home', () => {
    renderApp('/nimporte-quoi');
    expect(screen.getByText('La page que vous recherchez n’existe pas ou a été déplacée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('the footer has the year and the legal link', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(new RegExp(String(new Date().getFullYear())))).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  });
});
