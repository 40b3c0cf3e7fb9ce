import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics';

describe('loadAnalytics', () => {
  beforeEach(() => document.head.replaceChildren());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads nothing when no address is configured', () => {
    expect(loadAnalytics('')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds the configured script once, deferred', () => {
    loadAnalytics('https://stats.example/script.js');
    loadAnalytics('https://stats.example/script.js');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://stats.example/script.js');
    expect(scripts[0]!.defer).toBe(true);
  });

  it('refuses any address that is not https', () => {
    for (const src of ['http://stats.example/s.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', '/local.js']) {
      expect(loadAnalytics(src)).toBeNull();
    }
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('never loads while the address holds a secret, or is the page one is meant for', () => {
    for (const address of [
      '/secret-santa/#tirage=AbCdEf',
      '/secret-santa/',
      '/secret-santa',
      '/ttc-ht/#tirage=AbCdEf',
      '/qr-code/?type=wifi&reseau=Maison&mot-de-passe=s3cret',
      '/qr-code/?mot-de-passe=',
    ]) {
      window.history.replaceState(null, '', address);
      expect(loadAnalytics('https://stats.example/script.js'), address).toBeNull();
    }
    expect(document.querySelectorAll('script')).toHaveLength(0);
    window.history.replaceState(null, '', '/ttc-ht/#section');
    expect(loadAnalytics('https://stats.example/script.js')).not.toBeNull();
  });
});
