import { Download, FileUp, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { saveFile } from '../../components/lib/saveFile';
import { BATCH_MAX_LINES, batchListError, columnItems, likelyColumn, parseCsv, textItems, type CsvTable } from '../../components/qr/batch';
import { runBatch, type BatchDesign, type BatchFormat, type BatchResult } from '../../components/qr/batchRun';
import { fileStamp } from './useQrImage';

const FORMATS: readonly { value: BatchFormat; label: string }[] = [
  { value: 'png', label: 'PNG' },
  { value: 'svg', label: 'SVG' },
];

/** A list file read whole in the page: far more than 1 000 lines of URLs. */
const LIST_MAX_BYTES = 5 * 1024 * 1024;

const plural = (n: number, word: string) => `${formatInteger(n)}\u00a0${word}${n > 1 ? 's' : ''}`;

/** What the summary says of a finished batch. */
export function batchSummary({ verified, total }: Pick<BatchResult, 'verified' | 'total'>): string {
  if (verified === 0) return `Aucun des ${plural(total, 'code')} n’a passé la vérification\u00a0: pas de ZIP.`;
  return verified === total
    ? `${plural(verified, 'code')} ${verified > 1 ? 'vérifiés' : 'vérifié'}\u00a0: chacun a été relu par le décodeur, contenu identique à sa ligne.`
    : `${formatInteger(verified)} ${verified > 1 ? 'codes vérifiés' : 'code vérifié'} sur ${formatInteger(total)}\u00a0; les lignes ci-dessous ne sont pas dans le ZIP.`;
}

interface BatchSectionProps {
  /** The page's design (shapes, colours, logo, size, texts), applied to every code. */
  design: Omit<BatchDesign, 'format'>;
}

/**
 * « Plusieurs QR codes d’un coup »: a list typed or imported (a text, or a CSV column picked by its header), made into
 * a ZIP of verified PNG or SVG files with the page's design, with its progress, a cancel and a summary of what failed.
 */
export function BatchSection({ design }: BatchSectionProps) {
  const [text, setText] = useState('');
  const [csv, setCsv] = useState<{ name: string; table: CsvTable } | null>(null);
  const [column, setColumn] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [format, setFormat] = useState<BatchFormat>('png');
  const [listError, setListError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const running = useRef<AbortController | null>(null);

  const items = useMemo(() => (csv ? columnItems(csv.table, column) : textItems(text)), [csv, column, text]);
  // A result speaks of the list and the design it was made from: any change puts it away. The design is compared by
  // value (the page makes new objects of the same options), its logo by its image.
  const { logo, ...options } = design;
  const designKey = JSON.stringify({ options, logo: logo?.options });
  const logoHref = logo?.href;
  useEffect(() => {
    setResult(null);
    setListError(null);
  }, [items, designKey, logoHref, format]);
  useEffect(() => () => running.current?.abort(), []);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    if (file.size > LIST_MAX_BYTES) {
      setFileError('Fichier trop lourd\u00a0: 5\u00a0Mo au maximum.');
      return;
    }
    const content = await file.text();
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setCsv(null);
      setText(content);
      return;
    }
    const parsed = parseCsv(content);
    if (!parsed.ok) {
      setFileError(parsed.message);
      return;
    }
    setCsv({ name: file.name, table: parsed.table });
    setColumn(likelyColumn(parsed.table.headers));
  };

  const start = async () => {
    const error = batchListError(items);
    setListError(error);
    setResult(null);
    setCancelled(false);
    if (error) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: items.length });
    try {
      const done = await runBatch(items, { ...design, format }, { signal: controller.signal, onProgress: (n) => setProgress({ done: n, total: items.length }) });
      if (done) setResult(done);
      else setCancelled(true);
    } catch (error) {
      console.error('Création du lot impossible', error);
      setListError('Le lot n’a pas pu être créé sur cet appareil. Réessayez avec moins de lignes.');
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  };

  return (
    <div className="qr-batch">
      <p className="field__hint">
        Un QR code par ligne (adresse complète avec https://, ou texte), {formatInteger(BATCH_MAX_LINES)}&#160;lignes au plus, avec l’apparence, les formes, les couleurs, le logo et les textes choisis ci-dessus. Chaque code est relu par le décodeur avant d’entrer dans le ZIP.
      </p>
      {csv ? (
        <div className="qr-batch__csv">
          <SelectField
            label={`Colonne de ${csv.name}`}
            value={String(column)}
            options={csv.table.headers.map((name, index) => ({ value: String(index), label: name }))}
            onChange={(value) => setColumn(Number(value))}
            hint={`${plural(items.length, 'ligne')} non ${items.length > 1 ? 'vides' : 'vide'} dans cette colonne.`}
          />
          <button type="button" className="button button--ghost" onClick={() => setCsv(null)}>
            <X aria-hidden size={16} />
            Revenir à la liste saisie
          </button>
        </div>
      ) : (
        <TextField
          label="Liste des contenus"
          name="qr-batch-lines"
          rows={6}
          value={text}
          onChange={setText}
          placeholder={'https://www.exemple.fr/produit-1\nhttps://www.exemple.fr/produit-2'}
          hint={`${plural(items.length, 'ligne')} non ${items.length > 1 ? 'vides' : 'vide'}.`}
        />
      )}
      <div className="qr-batch__file">
        <label className="button button--ghost qr-batch__pick">
          <FileUp aria-hidden size={16} />
          Importer un fichier CSV ou texte
          <input
            className="visually-hidden"
            type="file"
            name="qr-batch-file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p className="field__hint">CSV&#160;: la première ligne donne les noms des colonnes (séparées par des virgules ou des points-virgules).</p>
        {fileError && (
          <p className="field__error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <ChoiceField legend="Format des fichiers" name="qr-batch-format" value={format} options={FORMATS} onChange={setFormat} />

      {progress ? (
        <div className="qr-batch__progress">
          <progress max={progress.total} value={progress.done} aria-label="Codes créés" />
          <span role="status" data-testid="qr-batch-progress">
            {formatInteger(progress.done)}&#160;/&#160;{formatInteger(progress.total)}
          </span>
          <button type="button" className="button button--ghost" onClick={() => running.current?.abort()}>
            Annuler
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => void start()}>
          Créer le ZIP
        </button>
      )}
      {cancelled && (
        <p className="field__hint" role="status">
          Création annulée&#160;: aucun fichier n’a été fait.
        </p>
      )}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {result && (
        <div className="qr-batch__result" data-testid="qr-batch-result">
          <p className={result.verified === result.total ? 'qr-check__ok' : 'notice'}>{batchSummary(result)}</p>
          {result.failures.length > 0 && (
            <ul className="qr-batch__failures">
              {result.failures.map((failure) => (
                <li key={failure.line}>{failure.message}</li>
              ))}
            </ul>
          )}
          {result.zip && (
            <button type="button" className="button" onClick={() => void saveFile(result.zip!, `${fileStamp(new Date())}.zip`)}>
              <Download aria-hidden size={16} />
              Télécharger le ZIP ({plural(result.verified, 'code')})
            </button>
          )}
        </div>
      )}
    </div>
  );
}
