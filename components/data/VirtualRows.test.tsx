import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('offers each header as a sort button that says the order, and keeps the totals row below the rows', () => {
    const onSort = vi.fn();
    render(
      <VirtualRows
        label="Campagnes"
        count={2}
        columns={['Campagne', 'Coût']}
        figures={[false, true]}
        cells={(index) => [`C${index}`, `${index} €`]}
        sort={{ column: 1, descending: true, onSort }}
        footer={['Total', '1 €']}
      />,
    );
    const table = screen.getByRole('table', { name: 'Campagnes' });
    expect(within(table).getByRole('columnheader', { name: 'Coût' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Campagne' })).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(table).getByRole('button', { name: 'Campagne' }));
    expect(onSort).toHaveBeenCalledWith(0);
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)!.textContent).toBe('Total1 €');
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '4');
    expect(table).toHaveAttribute('aria-rowcount', '4');
  });
});
