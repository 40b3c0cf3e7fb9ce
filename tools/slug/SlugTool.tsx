import { useMemo, useRef, type ReactNode } from 'react';
import { textFile } from '../../components/data/export';
import { CsvDownload, DownloadButton } from '../../components/data/ExportButtons';
import { lineAt, lineTotal, type LineList } from '../../components/data/lineList';
import { VirtualRows } from '../../components/data/VirtualRows';
import { LargeTextField, type LargeTextFieldHandle } from '../../components/fields/LargeTextField';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { plural } from '../../components/lib/text';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { boolParam, textParam, useToolForm, useToolParam } from '../../components/tool/toolState';
import { DEFAULT_SLUG_OPTIONS, SLUG_SEPARATORS, type SlugOptions, type SlugSeparator } from '../../components/lib/slugify';
import { EMPTY_SLUG_OUTCOME, slugJob, type SlugJob, type SlugOutcome } from './slug';

const SEPARATORS: readonly { value: SlugSeparator; label: string }[] = [
  { value: '-', label: 'Tiret (-)' },
  { value: '_', label: 'Tiret bas (_)' },
  { value: '', label: 'Aucun' },
];

type BooleanOption = 'lowercase' | 'removeAccents' | 'removeStopWords' | 'removeNumbers';

const CHECKS: readonly { key: BooleanOption; label: string }[] = [
  { key: 'lowercase', label: 'Tout en minuscules' },
  { key: 'removeAccents', label: 'Supprimer les accents' },
  { key: 'removeStopWords', label: 'Supprimer les mots vides (le, la, de, et…)' },
  { key: 'removeNumbers', label: 'Supprimer les chiffres' },
];

/** Beyond this length a slug is hard to read in a search result or a shared link. */
const LONG_SLUG = 75;

export const ONLY_STOP_WORDS_NOTE =
  'Ce texte contient seulement des mots vides (le, la, de…)\u00a0: décochez «\u00a0Supprimer les mots vides\u00a0» pour obtenir un slug.';

const OPTION_PARAMS = { minuscules: 'lowercase', accents: 'removeAccents', separateur: 'separator', 'mots-vides': 'removeStopWords', chiffres: 'removeNumbers' };
/** Options read from the address or the device: anything unknown falls back to the defaults. */
const optionsOf = (raw: unknown): SlugOptions => {
  const o = raw as Partial<Record<keyof SlugOptions, unknown>>;
  const flag = (key: 'lowercase' | 'removeAccents' | 'removeStopWords' | 'removeNumbers') => (typeof o[key] === 'boolean' ? (o[key] as boolean) : DEFAULT_SLUG_OPTIONS[key]);
  return {
    lowercase: flag('lowercase'),
    removeAccents: flag('removeAccents'),
    removeStopWords: flag('removeStopWords'),
    removeNumbers: flag('removeNumbers'),
    separator: SLUG_SEPARATORS.find((s) => s === o.separator) ?? DEFAULT_SLUG_OPTIONS.separator,
  };
};

export const SLUGS_TEXT_NAME = 'slugs.txt';
export const SLUGS_CSV_NAME = 'slugs.csv';

/** Title and slug side by side, a header first: the table a shop's import expects. */
function* slugRows(titles: LineList, slugs: LineList): Iterable<readonly string[]> {
  yield ['Titre', 'Slug'];
  for (let i = 0; i < lineTotal(slugs); i++) yield [lineAt(titles, i).trim(), lineAt(slugs, i)];
}

const WORK: OffThreadWork<SlugJob, SlugOutcome> = {
  compute: slugJob,
  worker: () => new Worker(new URL('./slug.worker.ts', import.meta.url), { type: 'module', name: 'outilo-slug' }),
};

export default function SlugTool() {
  const [text, setText] = useToolParam('texte', '', textParam, { large: true });
  const [options, setOptions] = useToolForm<SlugOptions>(DEFAULT_SLUG_OPTIONS, OPTION_PARAMS, optionsOf);
  const [perLine, setPerLine] = useToolParam('par-ligne', false, boolParam);

  // A long text or list is turned into slugs in the tool's worker, so typing never waits for it.
  const job = useMemo(() => ({ text, options, perLine }), [text, options, perLine]);
  const run = useOffThread(job, text.length > ON_PAGE_CHARS, EMPTY_SLUG_OUTCOME, WORK);
  const outcome = run.cancelled ? EMPTY_SLUG_OUTCOME : run.outcome;
  const { slug, slugs, titles, made, empty: whyEmpty } = outcome;
  const field = useRef<LargeTextFieldHandle>(null);

  const set = <K extends keyof SlugOptions>(key: K, value: SlugOptions[K]) => setOptions((current) => ({ ...current, [key]: value }));

  let result: ReactNode;
  if (perLine) {
    const count = lineTotal(slugs);
    const empty = count - made;
    result = (
      <>
        <ResultCard
          label="Slugs, un par ligne"
          mono
          value={made > 0 ? plural(made, 'slug', 'slugs') : '—'}
          copy={made > 0 ? slugs.text : false}
          note={
            empty > 0
              ? `${plural(empty, 'ligne reste vide', 'lignes restent vides')} (ligne vide, sans lettre ni chiffre utilisable${options.removeStopWords ? ' ou seulement des mots vides' : ''})\u00a0: chaque slug reste sur la ligne de son titre.`
              : made > 0
                ? 'Chaque slug est sur la ligne de son titre\u00a0: collez la liste dans la colonne voisine de votre tableur.'
                : undefined
          }
        />
        {made > 0 && (
          <>
            <VirtualRows
              className="slug-lines"
              label="Slugs générés"
              count={count}
              columns={['Titre', 'Slug']}
              numbered
              cells={(index) => [lineAt(titles, index), lineAt(slugs, index)]}
            />
            <div className="button-row">
              <DownloadButton label="Télécharger en .txt" fileName={SLUGS_TEXT_NAME} make={() => textFile(slugs.text)} />
              <CsvDownload fileName={SLUGS_CSV_NAME} rows={() => slugRows(titles, slugs)} />
            </div>
          </>
        )}
      </>
    );
  } else {
    result = (
      <div className="slug-result">
        <ResultCard
          label="Slug"
          mono
          value={slug || '—'}
          copy={slug ? slug : false}
          details={slug ? [{ label: 'Longueur', value: plural(slug.length, 'caractère', 'caractères') }] : undefined}
          note={
            whyEmpty === 'stop-words'
              ? ONLY_STOP_WORDS_NOTE
              : whyEmpty === 'nothing-usable'
                ? 'Aucune lettre ni aucun chiffre utilisable dans ce texte.'
                : slug.length > LONG_SLUG
                  ? 'Ce slug est long\u00a0: gardez les 3 à 5 mots qui portent le sens de la page.'
                  : undefined
          }
        />
      </div>
    );
  }

  return (
    <ToolFrame content={content}>
      <div className="slug-form">
        <LargeTextField
          ref={field}
          label={perLine ? 'Titres à transformer (un par ligne)' : 'Texte à transformer'}
          value={text}
          onChange={setText}
          files={['txt', 'csv']}
          onFile={() => setPerLine(true)}
          rows={perLine ? 6 : 3}
          placeholder={perLine ? 'Chaussures de running femme\nGuide du SEO local\nL’été à Paris\u00a0: 10\u00a0idées' : 'Ex.\u00a0: L’été à Paris\u00a0: 10\u00a0idées & bons plans\u00a0!'}
        />
        <div className="slug-options">
          <fieldset className="field slug-options__checks">
            <legend className="field__label">Options</legend>
            {CHECKS.map(({ key, label }) => (
              <CheckboxField key={key} label={label} checked={options[key]} onChange={(checked) => set(key, checked)} />
            ))}
            <CheckboxField label="Un slug par ligne" checked={perLine} onChange={setPerLine} hint="Pour une liste de titres, par exemple une colonne de tableur." />
          </fieldset>
          <ChoiceField legend="Séparateur" value={options.separator} options={SEPARATORS} onChange={(value) => set('separator', value)} />
        </div>
      </div>
      <JobProgress active={run.pending} label="Création des slugs" progress={run.progress} onCancel={run.cancel} />
      {run.cancelled && <JobCancelled onRetry={run.retry} />}
      {result}
    </ToolFrame>
  );
}
