import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/renderApp';
import { TOOLS } from '../../tests/renderApp';
import { content as abTestContent } from '../../tools/ab-test/content';
import { toolView } from './ToolRoute';

describe('tool page: header, how-to and explanations', () => {
  it.each(TOOLS.map((tool) => [tool.path, tool] as const))('%s shows its title, description, how-to and explanations from the first render', async (path, tool) => {
    await toolView(tool).preload();
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: tool.title })).toBeInTheDocument();
    expect(document.querySelector('.tool__description')?.textContent).toBe(tool.description);
    expect(screen.getByRole('heading', { name: 'Comment faire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Qu’est-ce que c’est/ })).toBeInTheDocument();
  });

  it('shows an explanation given in several paragraphs as that many paragraphs', async () => {
    const tool = TOOLS.find((t) => t.id === 'ab-test')!;
    await toolView(tool).preload();
    renderApp(tool.path);
    const shown = [...document.querySelectorAll('.about-tool p')].map((p) => p.textContent);
    expect(abTestContent.about.how.length).toBeGreaterThan(1);
    for (const paragraph of abTestContent.about.how) expect(shown).toContain(paragraph);
  });

  it('opened from the home page, comes whole, the explanations included', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('link', { name: /Calculateur TTC \/ HT/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculateur TTC / HT' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Montant/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Qu’est-ce que c’est/ })).toBeInTheDocument();
  });
});
