import { Dices } from 'lucide-react';
import { useState } from 'react';
import { NumberField } from '../../components/fields/NumberField';
import { TextField } from '../../components/fields/TextField';
import { formatInteger } from '../../components/lib/number';
import { plural } from '../../components/lib/text';
import { cryptoRandom, type RandomSource } from '../../components/lib/random';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  DEFAULT_WINNER_COUNT,
  drawWinners,
  duplicateWarning,
  findDuplicates,
  parseParticipants,
  parseWinnerCount,
  RANDOM_DRAW_ERRORS,
  rank,
  winnersText,
} from './randomDraw';

interface Draw {
  winners: string[];
  lines: number[];
  participantCount: number;
  at: Date;
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
  const [participantsRaw, setParticipantsRaw] = useState('');
  const [winnerCountRaw, setWinnerCountRaw] = useState(DEFAULT_WINNER_COUNT);
  const [attempted, setAttempted] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);

  const participants = parseParticipants(participantsRaw);
  const duplicates = findDuplicates(participants);
  const listError = attempted && participants.length === 0 ? RANDOM_DRAW_ERRORS.noParticipants : undefined;
  // The count is checked live once typed; « too many » only makes sense against a non-empty list.
  const count = parseWinnerCount(winnerCountRaw, participants.length > 0 ? participants.length : Number.MAX_SAFE_INTEGER);
  const countError = !count.ok && (attempted || winnerCountRaw.trim() !== '') ? count.error : undefined;

  const onParticipants = (value: string) => {
    setParticipantsRaw(value);
    setDraw(null);
  };
  const onWinnerCount = (value: string) => {
    setWinnerCountRaw(value);
    setDraw(null);
  };
  const onDraw = () => {
    setAttempted(true);
    const result = drawWinners(participantsRaw, winnerCountRaw, rng);
    setDraw(result.ok ? { winners: result.winners, lines: result.winnerLines, participantCount: result.participants.length, at: new Date() } : null);
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
          <div className="button-row">
            <button type="button" className="button" onClick={onDraw}>
              <Dices aria-hidden size={18} />
              Lancer le tirage
            </button>
          </div>
        </div>
      </div>

      {duplicates.length > 0 && (
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
            copy={winnersText(draw.winners)}
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
          </ResultCard>
        )}
      </div>
    </ToolFrame>
  );
}
