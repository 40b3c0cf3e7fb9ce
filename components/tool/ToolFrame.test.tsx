import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/renderApp';
import { findToolById } from '../../tools/registry';
import { toolView } from './ToolRoute';

describe('tool page: the explanations below the tool', () => {
  it('are there from the first render on a page opened directly (pre-rendered, then hydrated)', async () => {
    await toolView(findToolById('vat')!).preload();
    renderApp('/ttc-ht/');
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Qu’est-ce que c’est/ })).toBeInTheDocument();
  });

  it('come just after the tool on a page opened from the home page (issue 13)', async () => {
    const user = userEvent.setup();
    await toolView(findToolById('vat')!).preload();
    renderApp('/');
    await user.click(screen.getByRole('link', { name: /Calculateur TTC \/ HT/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculateur TTC / HT' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Montant/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de cet outil' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Qu’est-ce que c’est/ })).toBeInTheDocument();
  });
});
