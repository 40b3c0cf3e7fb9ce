import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../AppRoutes';
import { MemoryRouter } from '../router';
import { PlatformContext } from '../../platform/platform';
import { testPlatform } from '../../tests/renderApp';
import { LISTED_TOOLS } from '../../tools/listing';

// What the home page asks of the listing's module, watched. `forget` makes it answer as a page that never loaded it.
const watch = vi.hoisted(() => ({ forget: false, loads: 0 }));
vi.mock('./listing', async (importOriginal) => {
  const real = await importOriginal<typeof import('./listing')>();
  return {
    ...real,
    loadListing: () => {
      watch.loads++;
      return real.loadListing();
    },
    loadedListing: () => (watch.forget ? undefined : real.loadedListing()),
  };
});

const app = () => (
  <PlatformContext.Provider value={testPlatform()}>
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>
  </PlatformContext.Provider>
);

/** Each card as the page shows it: title, description, categories and whether it has its icon. */
const cards = (root: ParentNode) =>
  [...root.querySelectorAll('.tool-card')].map((card) => ({
    id: card.getAttribute('data-tool-id'),
    description: card.querySelector('.tool-card__description')?.textContent,
    tags: [...card.querySelectorAll('.tool-card__tags li')].map((tag) => tag.textContent),
    icon: Boolean(card.querySelector('.tool-card__icon svg')),
  }));

/** Hydrates the server's HTML of the home page, the listing never loaded in this browser. */
async function hydrateHome() {
  const html = renderToString(app());
  watch.forget = true;
  watch.loads = 0;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const server = cards(container);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, app(), { onRecoverableError: (error) => errors.push(error) });
  });
  return {
    container,
    errors,
    server,
    done: () => {
      act(() => root.unmount());
      container.remove();
      watch.forget = false;
    },
  };
}

describe('the home page’s cards hydrate without the tools’ listing (issue 13)', () => {
  it('keep the icon, description and categories of their HTML, and never download the listing for it', async () => {
    const home = await hydrateHome();
    try {
      expect(home.errors).toEqual([]);
      expect(home.server).toHaveLength(LISTED_TOOLS.length);
      for (const card of home.server) {
        const tool = LISTED_TOOLS.find((t) => t.id === card.id)!;
        expect(card.description).toBe(tool.description);
        expect(card.tags.length).toBe(tool.categories.length);
        expect(card.icon).toBe(true);
      }
      expect(cards(home.container)).toEqual(home.server);
      expect(watch.loads).toBe(0);
      // The star of a kept card responds like any other.
      const vat = home.container.querySelector('[data-tool-id="vat"]') as HTMLElement;
      await act(async () => void (await userEvent.click(within(vat).getByRole('button', { name: 'Ajouter aux favoris' }))));
      expect(within(vat).getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
      expect(cards(home.container)).toEqual(home.server);
    } finally {
      home.done();
    }
  });

  it('fetch the listing when the search is reached, then filter as usual', async () => {
    const home = await hydrateHome();
    try {
      const search = screen.getByRole('searchbox', { name: 'Rechercher un outil' });
      await act(async () => void (await userEvent.type(search, 'tva')));
      expect(watch.loads).toBeGreaterThan(0);
      const shown = cards(home.container);
      expect(shown.map((card) => card.id)).toContain('vat');
      expect(shown.map((card) => card.id)).not.toContain('cpc');
      await act(async () => void (await userEvent.clear(search)));
      // Every card again, each with its icon, description and categories, whether kept or created.
      expect(cards(home.container)).toHaveLength(LISTED_TOOLS.length);
      for (const card of cards(home.container)) expect(card.description).toBe(LISTED_TOOLS.find((t) => t.id === card.id)!.description);
    } finally {
      home.done();
    }
  });

  it('a category chosen before the listing was fetched shows its tools once it is there, never a blank list', async () => {
    const home = await hydrateHome();
    try {
      // A click alone (no hover, no focus first): the cards stay while the listing loads.
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'SEO' })));
      const seo = LISTED_TOOLS.filter((tool) => tool.categories.includes('seo'));
      expect(cards(home.container).map((card) => card.id)).toEqual(seo.map((tool) => tool.id));
      for (const card of cards(home.container)) expect(card.icon).toBe(true);
    } finally {
      home.done();
    }
  });
});
