import { describe, expect, it } from 'vitest';
import { TOOLS } from '../tools/index';
import { LEGAL_PATH, routedAddress } from './routes';

const ORIGIN = 'https://outilo.fr';

describe('routedAddress: a page’s file is read as its page', () => {
  it.each(['/', ...TOOLS.map((tool) => tool.path), `${LEGAL_PATH}/`])('%sindex.html is %s, query and fragment kept', (path) => {
    expect(routedAddress(`${ORIGIN}${path}index.html`)).toBe(path);
    expect(routedAddress(`${ORIGIN}${path}index.html?ht=100#haut`)).toBe(`${path}?ht=100#haut`);
  });

  it('leaves every routed address alone', () => {
    for (const path of ['/', '/ttc-ht/', '/ttc-ht', LEGAL_PATH, '/ttc-ht/?note=index.html', '/index.htm', '/ttc-ht/#index.html']) {
      expect(routedAddress(`${ORIGIN}${path}`)).toBeNull();
    }
  });
});
