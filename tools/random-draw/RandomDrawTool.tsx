import { Dices, Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ColumnChoice, listReading } from '../../components/data/ColumnChoice';
import { useTableShape } from '../../components/data/useTableShape';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { LargeTextField } from '../../components/fields/LargeTextField';
import { NumberField } from '../../components/fields/NumberField';
import { isAbort } from '../../components/lib/jobErrors';
import { plural } from '../../components/lib/text';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';
import { ON_PAGE_CHARS, useOffThread, type OffThreadWork } from '../../components/lib/useOffThread';
import { createMainThreadRunner, createWorkerPool, type JobRunner, type WorkerLike } from '../../components/lib/workerPool';
import { JobCancelled, JobProgress } from '../../components/tool/JobProgress';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { boolParam, textParam, useToolParam } from '../../components/tool/toolState';
import { saveFile } from '../../components/lib/saveFile';
import {
  DEFAULT_ALTERNATE_COUNT,
  DEFAULT_WINNER_COUNT,
  drawJob,
  drawListJob,
  duplicateWarning,
  DUPLICATES_LISTED,
  EMPTY_DRAW_LIST,
  parseAlternateCount,
  parseWinnerCount,
  proofFileName,
  proofText,
  RANDOM_DRAW_ERRORS,
  rank,
  winnersText,
  type DrawJob,
  type DrawListJob,
  type DrawListOutcome,
  type DrawOutcome,
} from './randomDraw';

interface Draw {
  winners: string[];
  lines: number[];
  alternates: string[];
  alternateLines: number[];
  participantCount: number;
  merged: number;
  onePerPerson: boolean;
  at: Date;
  /** SHA-256 of the list drawn from, or null where Web Crypto could not compute it. */
  fingerprint: string | null;
}

export const PROOF_BUTTON = 'Télécharger la preuve du tirage';
export const PROOF_UNAVAILABLE = 'L’empreinte SHA-256 n’a pas pu être calculée dans ce navigateur\u00a0: la preuve du tirage n’est pas disponible.';

/** What « Copier » copies: the winners, then the alternates labelled. */
function resultText(draw: Draw): string {
  const winners = winnersText(draw.winners);
  if (draw.alternates.length === 0) return winners;
  return `${winners}\n\nSuppléants\u00a0:\n${draw.alternates.map((name, i) => `Suppléant ${i + 1}\u00a0: ${name}`).join('\n')}`;
}

interface RandomDrawToolProps {
  /** Randomness source, injectable for tests; the product uses crypto.getRandomValues. */
  rng?: RandomSource;
}

/** The column that usually holds the participants in a giveaway export. */
const LIKELY_NAME = /^(nom|name|participant|participants|pseudo|username|compte|utilisateur|user|nom d'utilisateur|auteur|author|prenom nom|nom complet|full name)$/;

const newWorker = () => new Worker(new URL('./randomDraw.worker.ts', import.meta.url), { type: 'module', name: 'outilo-tirage' });

const LIST_WORK: OffThreadWork<DrawListJob, DrawListOutcome> = { compute: drawListJob, worker: newWorker };

/** The draw of a long list, in the tool's worker (with the crypto randomness there). */
function drawRunner(): JobRunner<DrawJob, DrawOutcome> {
  const onPage = () => createMainThreadRunner((job: DrawJob) => drawJob(job));
  return typeof Worker === 'function' ? createWorkerPool(() => newWorker() as unknown as WorkerLike<DrawJob, DrawOutcome>, { fallback: onPage }) : onPage();
}

const DRAW_DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });
const DRAW_TIME = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' });
/** « 22/11/2026 à 14:05:09 »: French usage puts « à » between the date and the time. */
const drawMoment = (at: Date) => `${DRAW_DAY.format(at)} à ${DRAW_TIME.format(at)}`;

export default function RandomDrawTool({ rng = cryptoRandom }: RandomDrawToolProps) {
  // The list and the options are inputs (address, device); the winners are a result, kept nowhere.
  const [participantsRaw, setParticipantsRaw] = useToolParam('participants', '', textParam, { large: true });
  const [winnerCountRaw, setWinnerCountRaw] = useToolParam('gagnants', DEFAULT_WINNER_COUNT);
  const [alternateCountRaw, setAlternateCountRaw] = useToolParam('suppleants', DEFAULT_ALTERNATE_COUNT);
  const [onePerPerson, setOnePerPerson] = useToolParam('une-chance', false, boolParam);
  const [column, setColumn] = useToolParam('colonne', '');
  const [headerLine, setHeaderLine] = useToolParam('entete', '');
  const [attempted, setAttempted] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);
  const [drawing, setDrawing] = useState<AbortController | null>(null);
  const runner = useRef<JobRunner<DrawJob, DrawOutcome> | null>(null);
  useEffect(() => () => runner.current?.dispose(), []);

  // A list that is a table (a CSV export of a giveaway's comments) is read from its name column.
  const shape = useTableShape(participantsRaw);
  const reading = useMemo(() => listReading(shape, column, headerLine, LIKELY_NAME), [shape, column, headerLine]);
  // Counting the entries and their duplicates of 100 000 lines runs in the tool's worker, as the draw itself.
  const listJob = useMemo(() => ({ text: participantsRaw, reading, onePerPerson }), [participantsRaw, reading, onePerPerson]);
  // A table is always read in the worker, the one place that loads the table reader for a whole text.
  const large = participantsRaw.length > ON_PAGE_CHARS || (reading !== null && reading.column !== null);
  const list = useOffThread(listJob, large, EMPTY_DRAW_LIST, LIST_WORK);
  const { entries, participants, duplicates, duplicateTotal } = list.cancelled ? EMPTY_DRAW_LIST : list.outcome;
  const merged = onePerPerson ? entries - participants : 0;
  const listError = attempted && participants === 0 && !list.pending ? RANDOM_DRAW_ERRORS.noParticipants : undefined;
  // The count is checked live once typed; « too many » only makes sense against a non-empty list.
  const count = parseWinnerCount(winnerCountRaw, participants > 0 ? participants : Number.MAX_SAFE_INTEGER);
  const countError = !count.ok && (attempted || winnerCountRaw.trim() !== '') ? count.error : undefined;
  const alternates = parseAlternateCount(alternateCountRaw);
  const alternateError = !alternates.ok
    ? alternates.error
    : count.ok && participants > 0 && count.value + alternates.value > participants
      ? RANDOM_DRAW_ERRORS.alternatesTooMany
      : undefined;

  const withdraw = () => {
    drawing?.abort();
    setDraw(null);
  };
  const onParticipants = (value: string) => {
    setParticipantsRaw(value);
    withdraw();
  };
  const onWinnerCount = (value: string) => {
    setWinnerCountRaw(value);
    withdraw();
  };
  const onAlternateCount = (value: string) => {
    setAlternateCountRaw(value);
    withdraw();
  };
  const onOnePerPerson = (value: boolean) => {
    setOnePerPerson(value);
    withdraw();
  };
  const onDraw = async () => {
    setAttempted(true);
    drawing?.abort();
    const controller = new AbortController();
    const job: DrawJob = { kind: 'draw', ...listJob, winners: winnerCountRaw, alternates: alternateCountRaw };
    setDrawing(controller);
    try {
      // A short list, or a test's own randomness, is drawn on the page; a long one in the worker.
      const result = large && rng === cryptoRandom ? await (runner.current ??= drawRunner()).run(job, { signal: controller.signal }) : await drawJob(job, rng);
      if (controller.signal.aborted) return;
      setDraw(
        result.ok
          ? {
              winners: result.winners,
              lines: result.winnerLines,
              alternates: result.alternates,
              alternateLines: result.alternateLines,
              participantCount: result.participants,
              merged: onePerPerson ? result.entries - result.participants : 0,
              onePerPerson,
              at: new Date(),
              fingerprint: result.fingerprint,
            }
          : null,
      );
    } catch (error) {
      if (!isAbort(error)) setDraw(null);
    } finally {
      setDrawing((current) => (current === controller ? null : current));
    }
  };
  const onProof = () => {
    if (!draw?.fingerprint) return;
    const text = proofText({
      at: draw.at,
      fingerprint: draw.fingerprint,
      entries: draw.participantCount,
      merged: draw.merged,
      onePerPerson: draw.onePerPerson,
      winners: draw.winners,
      alternates: draw.alternates,
    });
    void saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), proofFileName(draw.at));
  };

    return (
    <ToolFrame content={content}>
      <div className="form-grid draw-form">
        <div className="draw-form__list">
          <LargeTextField
            label="Participants (un par ligne)"
            value={participantsRaw}
            onChange={onParticipants}
            files={['txt', 'csv']}
            onFile={() => {
              setColumn('');
              setHeaderLine('');
            }}
            rows={8}
            error={listError}
            placeholder={'Julie Martin\nThomas Petit\n@camille_b'}
            hint={participants > 0 ? plural(participants, 'participant', 'participants') : 'Les lignes vides sont ignorées.'}
          />
          {shape && reading && (
            <ColumnChoice
              shape={shape}
              reading={reading}
              label="Colonne des participants"
              onColumn={(value) => {
                setColumn(value);
                withdraw();
              }}
              onHeader={(value) => {
                setHeaderLine(value);
                withdraw();
              }}
            />
          )}
        </div>
        <div className="draw-form__side">
          <NumberField
            label="Nombre de gagnants"
            value={winnerCountRaw}
            onChange={onWinnerCount}
            error={countError}
            inputMode="numeric"
            placeholder="1"
          />
          <NumberField
            label="Nombre de suppléants"
            value={alternateCountRaw}
            onChange={onAlternateCount}
            error={alternateError}
            inputMode="numeric"
            placeholder="0"
            hint="Tirés après les gagnants, pour remplacer un gagnant qui ne se manifeste pas."
          />
          <CheckboxField
            label="Une seule chance par personne"
            checked={onePerPerson}
            onChange={onOnePerPerson}
            hint="Les lignes portant le même nom (majuscules et espaces ignorés) ne comptent qu’une fois."
          />
          <div className="button-row">
            <button type="button" className="button" onClick={() => void onDraw()} disabled={drawing !== null}>
              <Dices aria-hidden size={18} />
              Lancer le tirage
            </button>
          </div>
        </div>
      </div>

      <JobProgress active={list.pending} label="Lecture de la liste" progress={list.progress} onCancel={list.cancel} />
      {list.cancelled && <JobCancelled onRetry={list.retry} />}
      <JobProgress active={drawing !== null} label="Tirage" progress={null} onCancel={() => drawing?.abort()} />
      {onePerPerson && merged > 0 && (
        <div className="notice draw-duplicates" role="status">
          <p>
            {`${plural(merged, 'ligne en double fusionnée', 'lignes en double fusionnées')}\u00a0: chaque personne n’a qu’une chance (${plural(participants, 'participation', 'participations')}).`}
          </p>
        </div>
      )}
      {!onePerPerson && duplicateTotal > 0 && (
        <div className="notice draw-duplicates" role="status">
          {duplicates.map((d) => (
            <p key={d.name}>{duplicateWarning(d)}</p>
          ))}
          {duplicateTotal > DUPLICATES_LISTED && <p>Et {plural(duplicateTotal - DUPLICATES_LISTED, 'autre nom présent', 'autres noms présents')} plusieurs fois.</p>}
        </div>
      )}

      <div aria-live="polite">
        {draw && (
          <ResultCard
            label={draw.winners.length > 1 ? 'Gagnants, dans l’ordre du tirage' : 'Gagnant'}
            value={draw.winners.length > 1 ? plural(draw.winners.length, 'gagnant', 'gagnants') : draw.winners[0]!}
            copy={resultText(draw)}
            tone="success"
            note={`Tirage parmi ${plural(draw.participantCount, 'participation', 'participations')}, le ${drawMoment(draw.at)}.`}
          >
            {draw.winners.length > 1 && (
              <ol className="draw-winners" aria-label="Liste des gagnants">
                {draw.winners.map((name, i) => (
                  <li key={draw.lines[i]}>
                    <span className="draw-winners__rank">{rank(i + 1)}</span>
                    <span className="draw-winners__name">{name}</span>
                    {duplicateTotal > 0 && <span className="draw-winners__line">ligne {draw.lines[i]}</span>}
                  </li>
                ))}
              </ol>
            )}
            {draw.alternates.length > 0 && (
              <ol className="draw-winners draw-winners--alternates" aria-label="Liste des suppléants">
                {draw.alternates.map((name, i) => (
                  <li key={draw.alternateLines[i]}>
                    <span className="draw-winners__rank">Suppléant {i + 1}</span>
                    <span className="draw-winners__name">{name}</span>
                    {duplicateTotal > 0 && <span className="draw-winners__line">ligne {draw.alternateLines[i]}</span>}
                  </li>
                ))}
              </ol>
            )}
            <div className="draw-proof">
              {draw.fingerprint && (
                <p className="draw-proof__fingerprint">
                  {'Empreinte SHA-256 de la liste\u00a0: '}
                  <code>{draw.fingerprint}</code>
                </p>
              )}
              {draw.fingerprint === null ? (
                <p className="error-text">{PROOF_UNAVAILABLE}</p>
              ) : (
                <button type="button" className="button button--ghost" onClick={onProof} disabled={!draw.fingerprint}>
                  <Download aria-hidden size={16} />
                  {PROOF_BUTTON}
                </button>
              )}
            </div>
          </ResultCard>
        )}
      </div>
    </ToolFrame>
  );
}
