import { ChoiceField } from '../../components/fields/ChoiceField';
import { NumberField } from '../../components/fields/NumberField';
import { formatEuro, formatInteger, numberOrUndefined } from '../../components/lib/number';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, useToolParam } from '../../components/tool/toolState';
import { computeAverageCart, computeOrdersNeeded } from './averageCart';

type Mode = 'cart' | 'orders';
const MODES = [
  { value: 'cart', label: 'Panier moyen' },
  { value: 'orders', label: 'Commandes nécessaires' },
] as const;
const MODE_PARAM = choiceParam<Mode>({ panier: 'cart', 'commandes-necessaires': 'orders' });

type Param = [string, (value: string) => void];

function CartMode({ totalParam, ordersParam }: { totalParam: Param; ordersParam: Param }) {
  const [totalAmount, setTotalAmount] = totalParam;
  const [orders, setOrders] = ordersParam;
  const { errors, result } = computeAverageCart({ totalAmount, orders });
  const hasError = Boolean(errors.totalAmount || errors.orders);
  const value = result ? formatEuro(result.averageCart) : NO_RESULT;
  const orderCount = result ? (numberOrUndefined(orders) ?? 0) : 0;
  return (
    <>
      <div className="form-grid">
        <NumberField
          label="Chiffre d’affaires total"
          value={totalAmount}
          onChange={setTotalAmount}
          error={errors.totalAmount}
          unit="€"
          placeholder={'Ex.\u00a0: 15\u00a0000'}
        />
        <NumberField
          label="Nombre de commandes"
          value={orders}
          onChange={setOrders}
          error={errors.orders}
          inputMode="numeric"
          placeholder={'Ex.\u00a0: 250'}
        />
      </div>
      <ResultCard
        label="Panier moyen"
        value={value}
        note={
          result
            ? `Sur ${formatInteger(orderCount)} commande${orderCount > 1 ? 's' : ''}, une commande rapporte en moyenne ${value}.`
            : hasError
              ? undefined
              : 'Renseignez le chiffre d’affaires et le nombre de commandes pour obtenir le panier moyen.'
        }
      />
    </>
  );
}

function OrdersMode({ targetParam, cartParam }: { targetParam: Param; cartParam: Param }) {
  const [target, setTarget] = targetParam;
  const [cart, setCart] = cartParam;
  const { errors, orders } = computeOrdersNeeded({ target, cart });
  return (
    <>
      <div className="form-grid">
        <NumberField
          label="Chiffre d’affaires visé"
          value={target}
          onChange={setTarget}
          error={errors.target}
          unit="€"
          placeholder={'Ex.\u00a0: 20\u00a0000'}
        />
        <NumberField label="Panier moyen attendu" value={cart} onChange={setCart} error={errors.cart} unit="€" placeholder={'Ex.\u00a0: 60'} />
      </div>
      <ResultCard
        label="Commandes nécessaires"
        value={orders === null ? NO_RESULT : formatInteger(orders)}
        note={
          orders === null
            ? 'Renseignez le chiffre d’affaires visé et le panier moyen.'
            : 'Commandes nécessaires = chiffre d’affaires visé ÷ panier moyen, arrondi à la commande supérieure.'
        }
      />
    </>
  );
}

export default function AverageCartTool() {
  const [mode, setMode] = useToolParam<Mode>('calcul', 'cart', MODE_PARAM);
  // Every input is declared on every render, whatever the mode, so that an address can set any of them.
  const totalParam = useToolParam('ca', '');
  const ordersParam = useToolParam('commandes', '');
  const targetParam = useToolParam('ca-vise', '');
  const cartParam = useToolParam('panier', '');
  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Type de calcul" value={mode} options={MODES} onChange={setMode} />
      {mode === 'cart' ? (
        <CartMode totalParam={totalParam} ordersParam={ordersParam} />
      ) : (
        <OrdersMode targetParam={targetParam} cartParam={cartParam} />
      )}
    </ToolFrame>
  );
}
