import { useMemo } from 'react';
import { onDemand } from '../lib/onDemand';
import { useOnDemand } from '../lib/useOnDemand';
import { mayBeTable, type TableShape } from './tableShape';

/** The table reader (Papa Parse), loaded once a text may be a table: a page that has a shape has it. */
export const tableCode = onDemand(() => import('./table'));

/**
 * The shape of `text` as a table (inspectTable), or null for a plain list. The table reader (Papa Parse) loads only
 * for a text whose first line holds a separator: a list of addresses never loads it.
 */
export function useTableShape(text: string): TableShape | null {
  const wanted = mayBeTable(text);
  const { value: table } = useOnDemand(tableCode, wanted);
  return useMemo(() => (wanted && table ? table.inspectTable(text) : null), [wanted, table, text]);
}
