import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../AppRoutes';
import { MemoryRouter } from '../router';
import { PlatformContext } from '../../platform/platform';
import { testPlatform } from '../../tests/renderApp';
import { TOOL_LISTINGS } from '../../tools/listing';
import { findToolById, TOOLS } from '../../tools/registry';
import { content as vatContent } from '../../tools/vat/content';
import { content as cpcContent } from '../../tools/cpc/content';
import { toolPage, toolView } from './ToolRoute';
import { loadToolContent, loadedToolContent } from './toolContent';
import { toolContentIds } from './toolContentLoaders';

// What ToolFrame asks of the texts' module, watched. `forget` makes it answer as a page that never loaded them would;
// `held` holds back the texts of one tool until `release` is called, as a slow network would.
const watch = vi.hoisted(() => ({ forget: false, loads: [] as string[], held: '', release: () => undefined as void }));
vi.mock('./toolContent', async (importOriginal) => {
  const real = await importOriginal<typeof import('./toolContent')>();
  let gate: Promise<unknown> | undefined;
  return {
    ...real,
    loadToolContent: (id: string) => {
      watch.loads.push(id);
      if (id !== watch.held) return real.loadToolContent(id);
      gate ??= new Promise((resolve) => (watch.release = () => void resolve((watch.held = ''))));
      return gate.then(() => real.loadToolContent(id));
    },
    loadedToolContent: (id: string) => (watch.forget || id === watch.held ? undefined : real.loadedToolContent(id)),
  };
});

// tests/renderApp preloads every tool's texts: `forget` hides them from ToolFrame.
const app = (path: string) => (
  <PlatformContext.Provider value={testPlatform()}>
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  </PlatformContext.Provider>
);

describe('tool texts and header, loaded apart from the view (issue 13)', () => {
  it('exist for every tool of the registry, and only for them', async () => {
    expect(toolContentIds().sort()).toEqual(TOOLS.map((tool) => tool.id).sort());
    for (const tool of TOOLS) {
      const content = await loadToolContent(tool.id);
      expect(content.howTo.length, tool.id).toBeGreaterThan(0);
      expect(content.about.tips.length, tool.id).toBeGreaterThan(0);
      // The header copied in at build time (scripts/tool-header-plugin.ts): the listing's description and icon.
      const listing = TOOL_LISTINGS[tool.id]!;
      expect(content.header.description, tool.id).toBe(listing.description);
      // The same drawing; the class without lucide's aliases, as the light factory draws every icon of the builds.
      const [header, listed] = [<content.header.icon size={28} />, <listing.icon size={28} />].map((icon) => renderToStaticMarkup(icon).replace(/ class="(lucide lucide-[\w-]+)[^"]*"/, ' class="$1"'));
      expect(header, tool.id).toBe(listed);
    }
    await expect(loadToolContent('inconnu')).rejects.toThrow();
  });

  it('a link to a tool preloads its view and its texts together', async () => {
    const page = toolPage(findToolById('cpm')!);
    await page.preload();
    expect(page.isLoaded()).toBe(true);
    expect(loadedToolContent('cpm')).toBeDefined();
  });

  it('a tool rendered before its texts have loaded waits for them, then shows them (no blank how-to)', async () => {
    await toolView(findToolById('cpc')!).preload();
    watch.held = 'cpc';
    // In act, so that React's retry once the texts come is run by the test (React 19 and `use`).
    await act(async () => void render(app('/cpc/')));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de l’outil…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => watch.release());
    expect(screen.getByRole('heading', { level: 1, name: 'Calculateur de CPC' })).toBeInTheDocument();
    expect(screen.getByText(TOOL_LISTINGS.cpc!.description)).toBeInTheDocument();
    expect(document.querySelector('.tool__icon svg')).not.toBeNull();
    expect(screen.getByText(cpcContent.howTo[0]!)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Qu’est-ce que c’est/ })).toBeInTheDocument();
  });

  it('hydrating a pre-rendered page keeps the texts and the listing of its HTML, never downloads them, and fetches them on leaving', async () => {
    // The server's HTML, written with the texts.
    await toolPage(findToolById('vat')!).preload();
    const html = renderToString(app('/ttc-ht/'));
    expect(html).toContain(vatContent.howTo[0]);
    expect(html).toContain(vatContent.about.tips[0]);
    expect(html).toContain(TOOL_LISTINGS.vat!.description);

    // The browser: the texts were never loaded.
    watch.forget = true;
    watch.loads.length = 0;
    try {
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors: unknown[] = [];
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, app('/ttc-ht/'), { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      const steps = container.querySelectorAll('.howto__steps li');
      expect([...steps].map((step) => step.textContent)).toEqual(vatContent.howTo);
      expect(container.querySelector('.about-tool')?.textContent).toContain(vatContent.about.what);
      const header = () => ({ icon: container.querySelector('.tool__icon')?.innerHTML, description: container.querySelector('.tool__description')?.textContent });
      const serverHeader = header();
      expect(serverHeader.icon).toMatch(/^<svg/);
      expect(serverHeader.description).toBe(TOOL_LISTINGS.vat!.description);

      // Used, the page re-renders: the kept texts stay as they are, and are still not downloaded.
      await userEvent.type(screen.getByRole('textbox', { name: /Montant TTC/ }), '120');
      expect((await screen.findAllByText(/100,00/)).length).toBeGreaterThan(0);
      expect(container.querySelectorAll('.howto__steps li')).toHaveLength(vatContent.howTo.length);
      expect(container.querySelector('.about-tool h2')).toHaveTextContent('À propos de cet outil');
      expect(container.querySelector('.about-tool')?.textContent).toContain(vatContent.about.how);
      expect(header()).toEqual(serverHeader);
      expect(watch.loads).toEqual([]);

      // Leaving the page (another route, here the unmount) fetches them, for the back button.
      act(() => root.unmount());
      expect(watch.loads).toEqual(['vat']);
      container.remove();
    } finally {
      watch.forget = false;
    }
  });
});
