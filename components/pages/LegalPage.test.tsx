import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('without the publisher’s details: a demonstration, said in French, with no placeholder', () => {
    renderApp('/mentions-legales');
    expect(text()).toContain('Ce site est une version de démonstration d’Outilo, sans éditeur déclaré : il n’est pas publié et les moteurs de recherche ne l’indexent pas.');
    expect(text()).toContain('Version de démonstration : aucun hébergeur n’est déclaré.');
    expect(text()).not.toMatch(/À renseigner|\(\)/);
  });

  it('with them: names the publisher and the host, and no longer speaks of a demonstration', async () => {
    vi.doMock('../../platform/operator', () => ({
      demonstration: false,
      publisher: { name: 'Exemple SAS', status: '', address: '12 rue de la Paix, 75002 Paris', email: 'contact@exemple.fr', director: 'Marie Dupont' },
      host: { name: 'Hébergeur SA', address: '1 avenue du Nuage, 59100 Roubaix', website: '' },
    }));
    try {
      vi.resetModules();
      const fresh = await import('../../tests/renderApp');
      const { unmount } = fresh.renderApp('/mentions-legales');
      const shown = text();
      unmount();
      expect(shown).toContain('Le site Outilo est édité par Exemple SAS, 12 rue de la Paix, 75002 Paris. Contact : contact@exemple.fr. Directeur ou directrice de la publication : Marie Dupont.');
      expect(shown).toContain('Le site est hébergé par Hébergeur SA, 1 avenue du Nuage, 59100 Roubaix.');
      expect(shown).not.toContain('démonstration');
    } finally {
      vi.doUnmock('../../platform/operator');
      vi.resetModules();
    }
  });
});
