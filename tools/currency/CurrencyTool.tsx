import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatNumber, numberOrUndefined } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import {
  computeCurrency,
  DIRECTIONS,
  formatFetchedAt,
  formatMoney,
  formatRateDate,
  RATE_ERROR_MESSAGE,
  rateSourceLabel,
  type CurrencyDirection,
} from './currency';
import { useEurUsdRate } from './useEurUsdRate';

export default function CurrencyTool() {
  const [direction, setDirection] = useState<CurrencyDirection>('EUR_USD');
  const [amount, setAmount] = useState('');
  const { status, rate, refresh } = useEurUsdRate();
  const { errors, result } = computeCurrency(amount, direction, rate?.rate);
  const eurToUsd = direction === 'EUR_USD';
  const from = eurToUsd ? 'EUR' : 'USD';
  const to = eurToUsd ? 'USD' : 'EUR';
  const loading = status === 'loading';
  const source = rate ? rateSourceLabel(rate) : '';

  let rateState: string | null = null;
  if (loading) rateState = rate ? 'Actualisation du taux…' : 'Chargement du taux de change…';
  else if (status === 'error') rateState = rate ? `Dernier taux connu, récupéré ${formatFetchedAt(rate.fetchedAt)}.` : 'Aucun taux disponible pour le moment.';

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <ChoiceField legend="Sens de conversion" value={direction} options={DIRECTIONS} onChange={setDirection} />
        <div className="currency-amount">
          <NumberField
            label="Montant à convertir"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            unit={eurToUsd ? '€' : '$'}
            placeholder={'Ex.\u00a0: 100'}
          />
          {status === 'error' && (
            <p className="field__error" role="alert">
              {RATE_ERROR_MESSAGE}
            </p>
          )}
        </div>
      </div>

      <div className="currency-rate" aria-busy={loading}>
        <div className="currency-rate__text" role="status">
          {rate && (
            <>
              <p className="currency-rate__value">1&nbsp;EUR = {formatNumber(rate.rate, { decimals: 6, minDecimals: 4 })}&nbsp;USD</p>
              <p className="currency-rate__date">{source}</p>
            </>
          )}
          {rateState && <p className="currency-rate__state">{rateState}</p>}
        </div>
        <button
          type="button"
          className="button button--ghost currency-rate__refresh"
          onClick={refresh}
          aria-label="Actualiser le taux de change"
          title="Actualiser le taux de change"
        >
          <RefreshCw aria-hidden size={18} className={loading ? 'currency-rate__icon is-spinning' : 'currency-rate__icon'} />
          <span>Actualiser</span>
        </button>
      </div>

      <ResultCard
        label={eurToUsd ? 'Montant en dollars' : 'Montant en euros'}
        value={result ? formatMoney(result.converted, to) : rate && !amount.trim() ? formatMoney(0, to) : '—'}
        invalid={!rate && status === 'error'}
        copy={result ? formatMoney(result.converted, to) : false}
        details={
          result
            ? [
                {
                  label: 'Taux appliqué',
                  value: `1\u00a0${result.from} = ${formatNumber(result.appliedRate, { decimals: result.rateDecimals, minDecimals: 4 })}\u00a0${result.to}`,
                },
                { label: 'Date du taux', value: rate ? formatRateDate(rate.date) : '' },
              ]
            : undefined
        }
        note={
          result
            ? `${formatMoney(numberOrUndefined(amount) ?? 0, from)} = ${formatMoney(result.converted, to)} (${source.charAt(0).toLowerCase()}${source.slice(1)}). Votre banque ou votre carte ajoutent en général une marge de change.`
            : rate
              ? undefined
              : 'Le résultat s’affichera dès que le taux de change sera disponible.'
        }
      />
    </ToolFrame>
  );
}
