import { useId, type ReactNode } from 'react';
import { CheckboxField } from '../fields/CheckboxField';
import { plural } from '../lib/text';
import { columnNamed, DELIMITER_NAMES, type Delimiter, type TableShape } from './tableShape';

/** The column the user chose, as the address keeps it: `ligne` (the whole line), `1`, `2`… or '' (the guess). */
export type ColumnParam = string;
/** Whether the first line is a header, as the address keeps it: `oui`, `non` or '' (the guess). */
export type HeaderParam = string;

/** How a list is read from a table: its separator, its header line, and its column (null: the whole line). */
export interface ListReading {
  delimiter: Delimiter;
  header: boolean;
  column: number | null;
}

/**
 * How to read `shape` (inspectTable) as a list: the user's choices, else the header's guess and the column whose name
 * matches `likely` (an e-mail column to deduplicate, a name column to draw from), else the whole line.
 */
export function listReading(shape: TableShape | null, column: ColumnParam, header: HeaderParam, likely: RegExp): ListReading | null {
  if (!shape) return null;
  const hasHeader = header === 'oui' ? true : header === 'non' ? false : shape.header;
  const chosen = /^\d+$/.test(column) ? Number(column) - 1 : NaN;
  let index: number | null = null;
  if (chosen >= 0 && chosen < shape.columns) index = chosen;
  else if (column !== 'ligne') {
    const named = columnNamed({ ...shape, header: hasHeader }, likely);
    index = named >= 0 ? named : null;
  }
  return { delimiter: shape.delimiter, header: hasHeader, column: index };
}

interface ColumnChoiceProps {
  shape: TableShape;
  reading: ListReading;
  /** What the column is for: « Colonne qui décide d’un doublon ». */
  label: string;
  onColumn: (column: ColumnParam) => void;
  onHeader: (header: HeaderParam) => void;
  /** Offers « Ligne entière » (true by default): a list reads whole lines, a price list needs its price column. */
  wholeLine?: boolean;
  /** What setting the header line apart does, under its checkbox. */
  headerHint?: string;
  /** Further choices about the same table (a price list's rate column), after the column's. */
  children?: ReactNode;
}

const HEADER_HINT = 'Elle est alors mise à part\u00a0: elle n’est ni comptée ni comparée, et reste en tête du fichier téléchargé.';

/** Column letters as spreadsheets name them: A, B… Z, AA. */
const letter = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : letter(Math.floor(index / 26) - 1) + letter(index % 26));

/** The table's columns as a choice: `1`, `2`… named by their letter, their header's name and a first value. */
export function columnOptions(shape: TableShape, header: boolean): { value: string; label: string }[] {
  return shape.names.map((name, index) => {
    const example = shape.sample[0]?.[index]?.trim();
    const title = header ? `${letter(index)} – ${name}` : `Colonne ${letter(index)}`;
    return { value: String(index + 1), label: example ? `${title} (ex.\u00a0: ${example.slice(0, 40)})` : title };
  });
}

/**
 * The column choice of a list that is a table (a CSV file, a paste of several spreadsheet columns): which column
 * counts, or the whole line, and whether the first line names the columns. Each column is shown with its name and
 * a value of its first line below.
 */
export function ColumnChoice({ shape, reading, label, onColumn, onHeader, wholeLine = true, headerHint = HEADER_HINT, children }: ColumnChoiceProps) {
  const id = useId();
  const options = [
    ...(wholeLine ? [{ value: 'ligne', label: 'Ligne entière' }] : []),
    ...columnOptions(shape, reading.header),
  ];
  return (
    <section className="column-choice" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="column-choice__title">
        {`Tableau détecté\u00a0: ${plural(shape.columns, 'colonne', 'colonnes')}, séparateur ${DELIMITER_NAMES[shape.delimiter]}.`}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-column`}>
          {label}
        </label>
        <select id={`${id}-column`} className="input select" value={reading.column === null ? 'ligne' : String(reading.column + 1)} onChange={(event) => onColumn(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {children}
      <CheckboxField
        label="La première ligne contient les noms des colonnes"
        checked={reading.header}
        onChange={(checked) => onHeader(checked ? 'oui' : 'non')}
        hint={headerHint}
      />
    </section>
  );
}
