import { describe, expect, it } from 'vitest';
import { bestSelection } from './selection';

describe('bestSelection', () => {
  it('keeps the line breaks of the page’s selection when it is the same text', () => {
    expect(bestSelection('a b a', 'a\nb\na\n')).toBe('a\nb\na\n');
    expect(bestSelection('un deux', 'un\r\n\r\ndeux')).toBe('un\r\n\r\ndeux');
  });

  it('keeps Chrome’s text when the page’s selection is another one or empty', () => {
    expect(bestSelection('dans un cadre', 'autre chose')).toBe('dans un cadre');
    expect(bestSelection('texte', '')).toBe('texte');
  });

  it('takes the page’s whole selection when Chrome shortened it', () => {
    expect(bestSelection('début du', 'début du\ntexte long')).toBe('début du\ntexte long');
  });
});
