import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualRows } from './VirtualRows';

describe('VirtualRows', () => {
  it('numbers a selection of rows by their place in the whole list', () => {
    const kept = [3, 7, 12];
    render(<VirtualRows label="Lignes à vérifier" count={kept.length} numbered rowNumber={(index) => kept[index]!} cells={(index) => [`ligne ${kept[index]}`]} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent))).toEqual([
      ['3', 'ligne 3'],
      ['7', 'ligne 7'],
      ['12', 'ligne 12'],
    ]);
  });
});
