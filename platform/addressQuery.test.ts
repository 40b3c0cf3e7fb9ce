import { describe, expect, it } from 'vitest';
import { replaceBrowserQuery, replaceHashQuery } from './addressQuery';

const address = () => window.location.pathname + window.location.search + window.location.hash;

describe('a tool page’s query in its address', () => {
  it('website: replaced without a history entry, keeping the page’s own fragment and the router’s state', () => {
    window.history.replaceState({ idx: 3 }, '', '/secret-santa/?budget=20#lien-secret');
    const length = window.history.length;
    replaceBrowserQuery('/secret-santa/', 'budget=30');
    expect(address()).toBe('/secret-santa/?budget=30#lien-secret');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ idx: 3 });
    replaceBrowserQuery('/secret-santa/', '');
    expect(address()).toBe('/secret-santa/#lien-secret');
  });

  it('website: a late replacement for a page already left changes nothing', () => {
    window.history.replaceState(null, '', '/cpm/');
    replaceBrowserQuery('/cpc/', 'cout=500');
    expect(address()).toBe('/cpm/');
  });

  it('extension full-tab page: the query lives inside the hash, for the page shown only', () => {
    window.history.replaceState(null, '', '/options.html#/cpc/');
    replaceHashQuery('/cpc/', 'cout=500&clics=100');
    expect(address()).toBe('/options.html#/cpc/?cout=500&clics=100');
    replaceHashQuery('/cpm/', 'cout=1');
    expect(address()).toBe('/options.html#/cpc/?cout=500&clics=100');
    replaceHashQuery('/cpc/', '');
    expect(address()).toBe('/options.html#/cpc/');
  });
});
