import { CostPerTool } from '../../components/tool/CostPerTool';
import { content } from './content';
import { header } from 'virtual:outilo-tools/header/cpa';
import { computeCpa } from './cpa';

export default function CpaTool() {
  return (
    <CostPerTool
      content={content}
      header={header}
      compute={computeCpa}
      countParam="acquisitions"
      countLabel="Nombre d’acquisitions"
      countPlaceholder={'Ex.\u00a0: 40'}
      resultLabel="Coût par acquisition (CPA)"
      zeroNote="Sans acquisition, le CPA n’est pas défini : il est affiché à 0."
    />
  );
}
