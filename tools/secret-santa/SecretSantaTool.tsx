import { Gift } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { NumberField } from '../../components/fields/NumberField';
import { TextField } from '../../components/fields/TextField';
import { usePlatform } from '../../platform/platform';
import { siteUrl } from '../../platform/site';
import { useCurrentTool } from '../../components/tool/ToolContext';
import { useToolParam } from '../../components/tool/toolState';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { formatInteger } from '../../components/lib/number';
import { onDemand } from '../../components/lib/onDemand';
import type { RandomSource } from '../../components/lib/random';
import { plural } from '../../components/lib/text';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { ExclusionsForm, PairsForm } from './ConstraintForms';
import { content } from './content';
import { DrawResults, type Draw } from './DrawResults';
import { checkBudget, checkDate, decodeReveal, encodeReveal, revealLink } from './revealLink';
import { RevealView } from './RevealView';
import { EXCLUSIONS_PARAM, NO_CONSTRAINTS, PAIRS_PARAM, type ReadList } from './constraintParams';
import { errorPlace, longNamesError, parseParticipants, type ErrorPlace, type Exclusion, type ForcedPair } from './participants';

/**
 * The draw (secretSanta.ts: the existence check, the samplers, the count) runs only once « Générer » is pressed: it
 * loads then, or as soon as the organiser types a name or reaches the button, not with the page.
 */
type DrawEngine = typeof import('./secretSanta');
export const drawEngine = onDemand((): Promise<DrawEngine> => import('./secretSanta'));

interface SecretSantaToolProps {
  /** Randomness source, injectable for tests; the product uses crypto.getRandomValues. */
  rng?: RandomSource;
}

/** The reveal link in the address, read on the device only (the pre-rendered page knows no fragment). */
function useRevealFragment() {
  const [fragment, setFragment] = useState<ReturnType<typeof decodeReveal>>(null);
  useEffect(() => {
    const read = () => setFragment(decodeReveal(typeof window === 'undefined' ? '' : window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return fragment;
}

export default function SecretSantaTool(props: SecretSantaToolProps) {
  const fragment = useRevealFragment();
  const { path } = useCurrentTool();
  // A participant's private link: their reveal only, none of the organiser's page.
  if (fragment) {
    return (
      <ToolFrame content={content} focus>
        {fragment.ok ? <RevealView reveal={fragment.reveal} /> : <p className="error-text" role="alert">{fragment.error}</p>}
        <p className="santa-own">
          {/* A new document: the organiser's page, without the fragment (and its secret) in the address. */}
          <Link to={path} reloadDocument>
            Organiser mon propre Secret Santa
          </Link>
        </p>
      </ToolFrame>
    );
  }
  return <Organiser {...props} />;
}

function Organiser({ rng }: SecretSantaToolProps) {
  const [participantsRaw, setParticipantsRaw] = useToolParam('participants', '');
  const [pairsRead, setPairsRead] = useToolParam<ReadList<ForcedPair>>('paires', NO_CONSTRAINTS, PAIRS_PARAM);
  const [exclusionsRead, setExclusionsRead] = useToolParam<ReadList<Exclusion>>('exclusions', NO_CONSTRAINTS, EXCLUSIONS_PARAM);
  const [pairs, exclusions] = [pairsRead.items, exclusionsRead.items];
  const setPairs = (list: ForcedPair[]) => setPairsRead({ items: list, leftOut: 0 });
  const setExclusions = (list: Exclusion[]) => setExclusionsRead({ items: list, leftOut: 0 });
  const [budgetRaw, setBudgetRaw] = useToolParam('budget', '');
  const [dateRaw, setDateRaw] = useToolParam('date', '');
  const { target } = usePlatform();
  const tool = useCurrentTool();
  const budget = checkBudget(budgetRaw);
  const date = checkDate(dateRaw);
  const budgetValue = budget.ok ? budget.value : undefined;
  const dateValue = date.ok ? date.value : undefined;
  // Links go to the public website: the extension's pages cannot be opened by the participants.
  const origin = target === 'web' && typeof window !== 'undefined' ? window.location.origin : siteUrl;
  // Set once « Générer » has been pressed (the draw's code is then loaded).
  const [engine, setEngine] = useState<DrawEngine | null>(null);
  // The draw's code could not be loaded (or not in time): said beside « Générer », with « Réessayer ».
  const [engineFailed, setEngineFailed] = useState(false);
  const [draw, setDraw] = useState<Draw | null>(null);
  // Each draw's results start hidden: a key of their own for each draw.
  const [drawNumber, setDrawNumber] = useState(0);

  // Worked out again only when the inputs they read change (500 names and 1 000 exclusions made each render cost a
  // whole check).
  const participantCount = useMemo(() => parseParticipants(participantsRaw).length, [participantsRaw]);
  // A name too long is said as it is typed, not only once « Générer » is pressed.
  const longNames = useMemo(() => longNamesError(participantsRaw), [participantsRaw]);
  // Errors appear once « Générer » has been pressed, then follow every change; an exclusion added is applied to the
  // check already made (createValidator).
  const validate = useMemo(() => engine?.createValidator(), [engine]);
  const validation = useMemo(() => validate?.(participantsRaw, pairs, exclusions) ?? null, [validate, participantsRaw, pairs, exclusions]);
  const error = validation && !validation.ok ? validation.error : undefined;
  const place = error ? errorPlace(error, pairs, exclusions) : undefined;
  const errorAt = (where: ErrorPlace) => (place === where ? error : undefined);

  /** Any change of the inputs makes the shown draw stale: it is withdrawn. */
  const changed = () => setDraw(null);

  const prepareDraw = () => void drawEngine.load().catch(() => undefined);

  const generate = (engine: DrawEngine) => {
    setEngine(() => engine);
    const random = rng ?? engine.cryptoRandom;
    if (!budget.ok || !date.ok) {
      changed();
      return;
    }
    const result = engine.generateSecretSanta(participantsRaw, pairs, exclusions, random);
    if (result.ok) {
      setDraw({
        assignments: result.assignments,
        count: engine.countValidAssignments(participantsRaw, pairs, exclusions),
        links: result.assignments.map((a) => ({
          name: a.name,
          url: revealLink(origin, tool.path, encodeReveal({ giver: a.name, receiver: a.assignedTo, budget: budgetValue, date: dateValue }, random)),
        })),
      });
      setDrawNumber((number) => number + 1);
    } else {
      changed();
    }
  };
  const onGenerate = () => {
    setEngineFailed(false);
    void drawEngine.load().then(
      (loaded) => generate(loaded),
      () => setEngineFailed(true),
    );
  };

  const fullList = draw ? draw.assignments.map((a) => `${a.name} → ${a.assignedTo}`).join('\n') : '';

  return (
    <ToolFrame content={content}>
      <TextField
        label="Participants (un par ligne)"
        value={participantsRaw}
        onChange={(value) => {
          setParticipantsRaw(value);
          changed();
          prepareDraw();
        }}
        rows={7}
        error={longNames ?? errorAt('participants')}
        placeholder={'Alice\nBastien\nChloé\nDavid'}
        hint={
          participantCount > 0
            ? plural(participantCount, 'participant', 'participants')
            : 'Au moins 3\u00a0personnes, chaque nom une seule fois.'
        }
      />

      <div className="santa-constraints">
        <ExclusionsForm
          list={exclusions}
          leftOut={exclusionsRead.leftOut}
          error={errorAt('exclusions')}
          onChange={(list) => {
            setExclusions(list);
            changed();
          }}
        />
        <PairsForm
          list={pairs}
          leftOut={pairsRead.leftOut}
          error={errorAt('pairs')}
          onChange={(list) => {
            setPairs(list);
            changed();
          }}
        />
      </div>

      <div className="form-grid santa-event">
        <NumberField
          label="Budget par cadeau (facultatif)"
          value={budgetRaw}
          onChange={(value) => {
            setBudgetRaw(value);
            changed();
          }}
          unit="€"
          placeholder={'Ex.\u00a0: 20'}
          error={budget.ok ? undefined : budget.error}
        />
        <TextField
          label="Date de l’échange (facultatif)"
          type="date"
          value={dateRaw}
          onChange={(value) => {
            setDateRaw(value);
            changed();
          }}
          error={date.ok ? undefined : date.error}
        />
      </div>

      <div className="santa-generate">
        <div className="button-row">
          <button type="button" className="button" onClick={onGenerate} onPointerEnter={prepareDraw} onFocus={prepareDraw}>
            <Gift aria-hidden size={18} />
            Générer
          </button>
        </div>
        {errorAt('generate') && (
          <p className="error-text" role="alert">
            {errorAt('generate')}
          </p>
        )}
        {engineFailed && <LoadStatus failed="Le code du tirage n’a pas pu être chargé." onRetry={onGenerate} />}
      </div>

      <div aria-live="polite">
        {draw && (
          <ResultCard
            label="Tirage effectué"
            value={`${formatInteger(draw.assignments.length)}\u00a0participants`}
            copy={fullList}
            copyCaption="Copier toute la liste"
            tone="success"
            note={
              <>
                Les résultats sont masqués&nbsp;: révélez-les un par un, ou copiez la ligne de chaque personne sans la lire
                pour la lui envoyer.
                {draw.count !== null &&
                  ` Tirage équitable parmi ${plural(draw.count, 'combinaison valide', 'combinaisons valides')}.`}
              </>
            }
          />
        )}
      </div>

      {draw && <DrawResults key={drawNumber} draw={draw} budget={budgetValue} date={dateValue} />}
    </ToolFrame>
  );
}
