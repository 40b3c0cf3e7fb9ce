import { Dices, Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { NumberField } from '../../components/fields/NumberField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { boolParam, useToolParam } from '../../components/tool/toolState';
import { saveFile } from '../../components/lib/saveFile';
import {
  DEFAULT_ALTERNATE_COUNT,
  DEFAULT_WINNER_COUNT,
  drawWinners,
  duplicateWarning,
  findDuplicates,
  fingerprintText,
  parseAlternateCount,
  parseParticipants,
  parseWinnerCount,
  proofFileName,
  proofText,
  RANDOM_DRAW_ERRORS,
  rank,
  sha256Hex,
  winnersText,
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
  /** SHA-256 of the list drawn from, once computed (Web Crypto answers asynchronously). */
  fingerprint?: string;
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

/** Duplicate warnings shown one by one; beyond, a count. */
const MAX_WARNINGS = 5;

const DRAW_DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short' });
const DRAW_TIME = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' });
/** « 22/11/2026 à 14:05:09 »: French usage puts « à » between the date and the time. */
const drawMoment = (at: Date) => `${DRAW_DAY.format(at)} à ${DRAW_TIME.format(at)}`;

export default function RandomDrawTool({ rng = cryptoRandom }: RandomDrawToolProps) {
  // The list and the options are inputs (address, device); the winners are a result, kept nowhere.
  const [participantsRaw, setParticipantsRaw] = useToolParam('participants', '');
  const [winnerCountRaw, setWinnerCountRaw] = useToolParam('gagnants', DEFAULT_WINNER_COUNT);
  const [alternateCountRaw, setAlternateCountRaw] = useToolParam('suppleants', DEFAULT_ALTERNATE_COUNT);
  const [onePerPerson, setOnePerPerson] = useToolParam('une-chance', false, boolParam);
  const [attempted, setAttempted] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);
  const [proofFailed, setProofFailed] = useState(false);
  const drawId = useRef(0);

  const lines = parseParticipants(participantsRaw);
  const participants = onePerPerson ? parseParticipants(participantsRaw, true) : lines;
  const merged = lines.length - participants.length;
  const duplicates = findDuplicates(lines);
  const listError = attempted && participants.length === 0 ? RANDOM_DRAW_ERRORS.noParticipants : undefined;
  // The count is checked live once typed; « too many » only makes sense against a non-empty list.
  const count = parseWinnerCount(winnerCountRaw, participants.length > 0 ? participants.length : Number.MAX_SAFE_INTEGER);
  const countError = !count.ok && (attempted || winnerCountRaw.trim() !== '') ? count.error : undefined;
  const alternates = parseAlternateCount(alternateCountRaw);
  const alternateError = !alternates.ok
    ? alternates.error
    : count.ok && participants.length > 0 && count.value + alternates.value > participants.length
      ? RANDOM_DRAW_ERRORS.alternatesTooMany
      : undefined;

  const withdraw = () => {
    drawId.current++;
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
  const onDraw = () => {
    setAttempted(true);
    setProofFailed(false);
    const id = ++drawId.current;
    const result = drawWinners(participantsRaw, winnerCountRaw, rng, { alternates: alternateCountRaw, onePerPerson });
    if (!result.ok) return setDraw(null);
    setDraw({
      winners: result.winners,
      lines: result.winnerLines,
      alternates: result.alternates,
      alternateLines: result.alternateLines,
      participantCount: result.participants.length,
      merged,
      onePerPerson,
      at: new Date(),
    });
    sha256Hex(fingerprintText(participantsRaw, onePerPerson)).then(
      (fingerprint) => {
        if (drawId.current === id) setDraw((current) => (current ? { ...current, fingerprint } : current));
      },
      () => setProofFailed(true),
    );
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
        <TextField
          label="Participants (un par ligne)"
          value={participantsRaw}
          onChange={onParticipants}
          rows={8}
          error={listError}
          placeholder={'Julie Martin\nThomas Petit\n@camille_b'}
          hint={participants.length > 0 ? plural(participants.length, 'participant', 'participants') : 'Les lignes vides sont ignorées.'}
        />
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
            <button type="button" className="button" onClick={onDraw}>
              <Dices aria-hidden size={18} />
              Lancer le tirage
            </button>
          </div>
        </div>
      </div>

      {onePerPerson && merged > 0 && (
        <div className="notice draw-duplicates" role="status">
          <p>
            {`${plural(merged, 'ligne en double fusionnée', 'lignes en double fusionnées')}\u00a0: chaque personne n’a qu’une chance (${plural(participants.length, 'participation', 'participations')}).`}
          </p>
        </div>
      )}
      {!onePerPerson && duplicates.length > 0 && (
        <div className="notice draw-duplicates" role="status">
          {duplicates.slice(0, MAX_WARNINGS).map((d) => (
            <p key={d.name}>{duplicateWarning(d)}</p>
          ))}
          {duplicates.length > MAX_WARNINGS && (
            <p>Et {plural(duplicates.length - MAX_WARNINGS, 'autre nom présent', 'autres noms présents')} plusieurs fois.</p>
          )}
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
                    {duplicates.length > 0 && <span className="draw-winners__line">ligne {draw.lines[i]}</span>}
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
                    {duplicates.length > 0 && <span className="draw-winners__line">ligne {draw.alternateLines[i]}</span>}
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
              {proofFailed ? (
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
