import { Gift } from 'lucide-react';
import { useState } from 'react';
import { formatBudget, formatEventDate, type Reveal } from './revealLink';

/** What a participant sees when opening their link: their own assignment only, behind a button. */
export function RevealView({ reveal }: { reveal: Reveal }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="subpanel santa-reveal" aria-labelledby="santa-reveal-title">
      <h2 id="santa-reveal-title" className="santa-reveal__title">
        {`Bonjour ${reveal.giver},`}
      </h2>
      <p className="santa-reveal__text">
        tu offres un cadeau à…{' '}
        {shown ? (
          <strong className="santa-reveal__receiver" data-testid="santa-reveal-receiver">
            {reveal.receiver}
          </strong>
        ) : (
          <span className="visually-hidden">(masqué)</span>
        )}
      </p>
      {shown ? (
        <>
          {(reveal.budget !== undefined || reveal.date) && (
            <ul className="santa-reveal__details">
              {reveal.budget !== undefined && <li>{`Budget\u00a0: ${formatBudget(reveal.budget)}`}</li>}
              {reveal.date && <li>{`Échange le ${formatEventDate(reveal.date)}`}</li>}
            </ul>
          )}
          <p className="field__hint">Garde le secret jusqu’au jour de l’échange. Ce lien ne montre que ton tirage, pas celui des autres.</p>
        </>
      ) : (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setShown(true)}>
            <Gift aria-hidden size={18} />
            Révéler mon tirage
          </button>
        </div>
      )}
    </section>
  );
}
