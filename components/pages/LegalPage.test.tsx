import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../platform/siteConfig';
import { renderApp, testPlatform } from '../../tests/renderApp';

const text = () => screen.getByRole('article').textContent!.replace(/\s+/g, ' ');

describe('legal notice tells what this build does', () => {
  it('website without analytics: no cookie and no audience measurement', () => {
    expect(siteConfig.analyticsScriptUrl).toBe('');
    renderApp('/mentions-legales');
    expect(text()).toContain('Outilo ne dépose aucun cookie et ne charge aucun outil de mesure d’audience ni de publicité');
    expect(text()).not.toMatch(/cookies de mesure|mesure d’audience anonymisée/);
    expect(text()).toContain('stockage local de votre navigateur');
  });

  it('extension: its own storage, no measurement', () => {
    renderApp('/mentions-legales', testPlatform({ target: 'extension' }));
    expect(text()).toContain('L’extension Outilo ne dépose aucun cookie');
    expect(text()).toContain('stockage synchronisé de Chrome');
    expect(text()).not.toContain('fenêtre de présentation de l’extension');
  });
});
