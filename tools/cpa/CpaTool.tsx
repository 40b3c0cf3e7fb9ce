import { CostPerTool } from '../../components/tool/CostPerTool';
import { content } from './content';
import { computeCpa } from './cpa';

export default function CpaTool() {
  return (
    <CostPerTool
      content={content}
     
      compute={computeCpa}
      countParam="acquisitions"
      countLabel="Nombre d’acquisitions"
      countPlaceholder={'Ex.\u00a0: 40'}
      resultLabel="Coût par acquisition (CPA)"
      zeroNote="Sans acquisition, le CPA n’est pas défini : il est affiché à 0."
    />
  );
}
