import { CostPerTool } from '../../components/tool/CostPerTool';
import { content } from './content';
import { computeCpc } from './cpc';

export default function CpcTool() {
  return (
    <CostPerTool
      content={content}
     
      compute={computeCpc}
      countParam="clics"
      countLabel="Nombre de clics"
      countPlaceholder={'Ex.\u00a0: 1\u00a0250'}
      resultLabel="Coût par clic (CPC)"
      zeroNote="Sans clic, le CPC n’est pas défini : il est affiché à 0."
    />
  );
}
