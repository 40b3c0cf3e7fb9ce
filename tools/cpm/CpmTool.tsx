import { CostPerTool } from '../../components/tool/CostPerTool';
import { content } from './content';
import { computeCpm } from './cpm';

export default function CpmTool() {
  return (
    <CostPerTool
      content={content}
     
      compute={computeCpm}
      countParam="impressions"
      countLabel="Nombre d’impressions"
      countPlaceholder={'Ex.\u00a0: 100\u00a0000'}
      resultLabel="Coût pour mille impressions (CPM)"
      zeroNote="Sans impression, le CPM n’est pas défini : il est affiché à 0."
    />
  );
}
