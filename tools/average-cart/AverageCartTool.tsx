import { useState } from 'react';
import { NumberField } from '../../components/fields/NumberField';
import { formatEuro, formatInteger, numberOrUndefined } from '../../components/lib/number';
import { ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { computeAverageCart } from './averageCart';

export default function AverageCartTool() {
  const [totalAmount, setTotalAmount] = useState('');
  const [orders, setOrders] = useState('');
  const { errors, result } = computeAverageCart({ totalAmount, orders });
  const hasError = Boolean(errors.totalAmount || errors.orders);
  const value = formatEuro(result?.averageCart ?? 0);
  const orderCount = result ? (numberOrUndefined(orders) ?? 0) : 0;

  return (
    <ToolFrame content={content}>
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
    </ToolFrame>
  );
}
