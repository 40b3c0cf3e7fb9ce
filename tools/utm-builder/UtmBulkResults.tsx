import { Download } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { downloadBlob } from '../../components/lib/download';
import { plural } from '../../components/lib/text';
import { CopyButton } from '../../components/tool/CopyButton';
import type { UtmFields } from './utmBuilder';
import { buildBulk, bulkCsv } from './utmBulk';

/** Rows shown in the table; the copy and the CSV hold them all. */
const SHOWN_ROWS = 500;

interface UtmBulkResultsProps {
  /** The addresses typed, one per line. */
  urls: string;
  fields: Omit<UtmFields, 'url'>;
  /** Shown until an address is typed. */
  placeholder: ReactNode;
}

/**
 * The bulk mode's result: every line tagged, to copy or download as CSV. A chunk of its own, loaded when the mode is
 * chosen (the single-address page does not carry it).
 */
export default function UtmBulkResults({ urls, fields, placeholder }: UtmBulkResultsProps) {
  const bulk = useMemo(() => buildBulk(urls, fields), [urls, fields]);
  if (bulk.rows.length === 0) return placeholder;
  const bulkText = bulk.rows
    .filter((r) => r.url)
    .map((r) => r.url)
    .join('\n');
  const onCsv = () => downloadBlob(new Blob([bulkCsv(bulk.rows)], { type: 'text/csv;charset=utf-8' }), 'urls-utm.csv');
  return (
    <section className="result-card utm-bulk" aria-labelledby="utm-bulk-title">
      <div className="result-card__main">
        <h2 id="utm-bulk-title" className="result-card__label">
          URL de campagne ({plural(bulk.valid, 'valide', 'valides')}
          {bulk.invalid > 0 ? `, ${plural(bulk.invalid, 'ligne invalide', 'lignes invalides')}` : ''})
        </h2>
      </div>
      <div className="utm-bulk__actions">
        <CopyButton text={bulkText} caption="Tout copier" />
        <button type="button" className="button button--ghost" onClick={onCsv}>
          <Download aria-hidden size={16} />
          Télécharger en CSV
        </button>
      </div>
      <div className="utm-bulk__scroll">
        <table className="utm-bulk__table">
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              <th scope="col">URL de campagne</th>
            </tr>
          </thead>
          <tbody>
            {bulk.rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.line} className={row.error ? 'is-invalid' : undefined}>
                <td>{row.line}</td>
                <td>
                  {row.error ? (
                    <span className="error-text">
                      Ligne {row.line}
                      {'\u00a0'}: {row.error} («{'\u00a0'}
                      {row.input}
                      {'\u00a0'}»)
                    </span>
                  ) : (
                    <code>{row.url}</code>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bulk.rows.length > SHOWN_ROWS && <p className="result-card__note">{'Les 500 premières lignes sont affichées\u00a0; le CSV et la copie les contiennent toutes.'}</p>}
    </section>
  );
}
