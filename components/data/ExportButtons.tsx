import { Download } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '../lib/saveFile';
import { csvFile, CSV_FLAVOURS, flavourDelimiter, toCsv, type Cell, type CsvFlavour } from './export';

interface DownloadButtonProps {
  label: string;
  fileName: string;
  /** Made on the click, not before: a file of 30 MB is built only when asked for (its writer may load then). */
  make: () => Blob | Promise<Blob>;
}

/** « Télécharger en .txt »: a file made on the device on the click (download code loaded then). */
export function DownloadButton({ label, fileName, make }: DownloadButtonProps) {
  const onClick = async () => {
    try {
      await saveFile(await make(), fileName);
    } catch (error) {
      console.error('Fichier impossible à écrire', error);
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void onClick()}>
      <Download aria-hidden size={18} />
      {label}
    </button>
  );
}

interface CsvDownloadProps {
  fileName: string;
  /** The rows, header first, made on the click. */
  rows: () => Iterable<readonly Cell[]>;
}

/**
 * « Télécharger en .csv » with the choice of the reader: French Excel (`;`, decimal comma) or the international
 * form (`,`, decimal point).
 */
export function CsvDownload({ fileName, rows }: CsvDownloadProps) {
  const [flavour, setFlavour] = useState<CsvFlavour>('fr');
  return (
    <div className="csv-download">
      <label className="csv-download__label">
        <span>Format du .csv</span>
        <select className="input select" value={flavour} onChange={(event) => setFlavour(event.target.value as CsvFlavour)}>
          {CSV_FLAVOURS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <DownloadButton label="Télécharger en .csv" fileName={fileName} make={() => csvFile(toCsv(rows(), flavourDelimiter(flavour)))} />
    </div>
  );
}
