import { RefreshCw } from 'lucide-react';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { SelectField } from '../../components/fields/SelectField';
import { formatExchangeRate, numberOrUndefined } from '../../components/lib/number';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import { currencyName, CURRENCY_CODES, ECB_CURRENCIES, type CurrencyCode } from '../../platform/domain/rateRules';
import {
  computeCurrency,
  DIRECTIONS,
  formatFetchedAt,
  formatMoney,
  formatRateDate,
  RATE_ERROR_MESSAGE,
  rateSourceLabel,
  refusedRateMessage,
  type CurrencyDirection,
} from './currency';
import { useEurUsdRate } from './useEurUsdRate';

const DIRECTION_PARAM = choiceParam<CurrencyDirection>({ 'eur-devise': 'EUR_USD', 'devise-eur': 'USD_EUR' });
/** `devise=gbp` (or GBP) in the address. */
const CURRENCY_PARAM = choiceParam<CurrencyCode>({
  ...Object.fromEntries(CURRENCY_CODES.map((code) => [code.toLowerCase(), code])),
  ...Object.fromEntries(CURRENCY_CODES.map((code) => [code, code])),
});
const CURRENCY_OPTIONS = ECB_CURRENCIES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));

export default function CurrencyTool() {
  const [currency, setCurrency] = useToolParam<CurrencyCode>('devise', 'USD', CURRENCY_PARAM);
  const [direction, setDirection] = useToolParam<CurrencyDirection>('sens', 'EUR_USD', DIRECTION_PARAM);
  const [amount, setAmount] = useToolParam('montant', '');
  const { status, rate, refused, refresh } = useEurUsdRate(currency);
  const { errors, result } = computeCurrency(amount, direction, rate?.rate, currency);
  const eurToUsd = direction === 'EUR_USD';
  const from = eurToUsd ? 'EUR' : currency;
  const to = eurToUsd ? currency : 'EUR';
  const usd = currency === 'USD';
  const directions = usd ? DIRECTIONS : [
    { value: 'EUR_USD' as const, label: `EUR vers ${currency}` },
    { value: 'USD_EUR' as const, label: `${currency} vers EUR` },
  ];
  const loading = status === 'loading';
  const source = rate ? rateSourceLabel(rate) : '';

  let rateState: string | null = null;
  if (loading) rateState = rate ? 'Actualisation du taux…' : 'Chargement du taux de change…';
  else if (status === 'error') rateState = rate ? `Dernier taux connu, récupéré ${formatFetchedAt(rate.fetchedAt)}.` : 'Aucun taux disponible pour le moment.';

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <SelectField label="Devise" value={currency} options={CURRENCY_OPTIONS} onChange={setCurrency} hint="Les devises du cours de référence de la BCE" />
        <ChoiceField legend="Sens de conversion" value={direction} options={directions} onChange={setDirection} />
        <div className="currency-amount">
          <NumberField
            label="Montant à convertir"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            unit={eurToUsd ? '€' : usd ? '$' : currency}
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
              <p className="currency-rate__value">
                1&nbsp;EUR = {formatExchangeRate(rate.rate)}&nbsp;{currency}
              </p>
              <p className="currency-rate__date">{source}</p>
            </>
          )}
          {rateState && <p className="currency-rate__state">{rateState}</p>}
          {status === 'refused' && rate && refused && <p className="currency-rate__state currency-rate__state--refused">{refusedRateMessage(refused.rate, rate)}</p>}
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
        label={eurToUsd ? (usd ? 'Montant en dollars' : `Montant en ${currencyName(currency).toLowerCase()} (${currency})`) : 'Montant en euros'}
        value={result ? formatMoney(result.converted, to) : NO_RESULT}
        details={
          result
            ? [
                {
                  label: 'Taux appliqué',
                  value: `1\u00a0EUR = ${formatExchangeRate(result.rate)}\u00a0${currency}`,
                },
                { label: 'Date du taux', value: rate ? formatRateDate(rate.date) : '' },
              ]
            : undefined
        }
        note={
          result
            ? `${formatMoney(numberOrUndefined(amount) ?? 0, from)} = ${formatMoney(result.converted, to)} (${source.charAt(0).toLowerCase()}${source.slice(1)}). Votre banque ou votre carte ajoutent en général une marge de change.`
            : rate
              ? 'Saisissez le montant à convertir.'
              : status === 'error'
                ? undefined
                : 'Le résultat s’affichera dès que le taux de change sera disponible.'
        }
      />
    </ToolFrame>
  );
}
