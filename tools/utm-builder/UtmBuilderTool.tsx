import { useDeferredValue, useMemo } from 'react';
import { useTableShape } from '../../components/data/useTableShape';
import { ChoiceField } from '../../components/fields/ChoiceField';
import type { LargeTextFieldProps } from '../../components/fields/LargeTextField';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { LoadBoundary } from '../../components/layout/LoadStatus';
import { preloadable } from '../../components/preloadable';
import { TabUrlButton } from '../../components/tool/TabUrlButton';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { choiceParam, textParam, useToolParam } from '../../components/tool/toolState';
import { buildUtmUrl, normalizeUtmValue, pick, UTM_MEDIUMS, UTM_SOURCES, type UtmMediumOption, type UtmSourceOption } from './utmBuilder';
import { BULK_TOO_MANY, consistencyHints, tooManyBulkLines, type PresetField, type UtmPreset } from './utmExtras';
import { ConsistencyHints } from './ConsistencyHints';
import { usePresets, UtmPresets } from './UtmPresets';
import { UtmResult } from './UtmResult';

const SOURCE_LABELS: Record<UtmSourceOption, string> = {
  google: 'google',
  facebook: 'facebook',
  instagram: 'instagram',
  linkedin: 'linkedin',
  twitter: 'twitter (X)',
  tiktok: 'tiktok',
  email: 'email',
  newsletter: 'newsletter',
  custom: 'Personnalisée…',
};

const MEDIUM_LABELS: Record<UtmMediumOption, string> = {
  cpc: 'cpc (publicité au clic)',
  display: 'display (bannières display)',
  email: 'email (e-mailing)',
  social: 'social (réseaux sociaux)',
  banner: 'banner (bannière)',
  affiliate: 'affiliate (affiliation)',
  custom: 'Personnalisé…',
};

const SOURCES = UTM_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));
const MEDIUMS = UTM_MEDIUMS.map((value) => ({ value, label: MEDIUM_LABELS[value] }));
const SOURCE_PARAM = choiceParam<UtmSourceOption>(UTM_SOURCES);
const MEDIUM_PARAM = choiceParam<UtmMediumOption>(UTM_MEDIUMS);

type Mode = 'une' | 'masse';
const MODES = [
  { value: 'une', label: 'Une URL' },
  { value: 'masse', label: 'En masse (une URL par ligne)' },
] as const;
const MODE_PARAM = choiceParam<Mode>(['une', 'masse']);

// The bulk mode's tagging, table and CSV: loaded when that mode is chosen.
const bulkResults = preloadable(() => import('./UtmBulkResults'));
// The plan mode (a table of links, each with its own values): loaded when the text pasted is such a table.
const planResults = preloadable(() => import('./UtmPlanResults'));
// The bulk field (paste or import a list or a plan) is not part of the single-address page: loaded with its mode.
const bulkField = preloadable<LargeTextFieldProps>(() => import('../../components/fields/LargeTextField').then((module) => ({ default: module.LargeTextField })));
const BULK_PLACEHOLDER = <p className="utm-placeholder">Collez vos adresses, une par ligne{'\u00a0'}: les URL de campagne s’afficheront ici.</p>;

export default function UtmBuilderTool() {
  const [mode, setMode] = useToolParam<Mode>('mode', 'une', MODE_PARAM);
  const [url, setUrl] = useToolParam('url', '');
  // A pasted plan can be long: past the address's limit it is kept on the device only.
  const [urls, setUrls] = useToolParam('urls', '', textParam, { large: true });
  const [planChoices, setPlanChoices] = useToolParam('colonnes', '');
  const [source, setSource] = useToolParam<UtmSourceOption>('source', 'google', SOURCE_PARAM);
  const [customSource, setCustomSource] = useToolParam('source-perso', '');
  const [medium, setMedium] = useToolParam<UtmMediumOption>('support', 'cpc', MEDIUM_PARAM);
  const [customMedium, setCustomMedium] = useToolParam('support-perso', '');
  const [campaign, setCampaign] = useToolParam('campagne', '');
  const [term, setTerm] = useToolParam('terme', '');
  const [contentValue, setContentValue] = useToolParam('contenu', '');
  const [id, setId] = useToolParam('id', '');
  const [sourcePlatform, setSourcePlatform] = useToolParam('plateforme', '');
  const [creativeFormat, setCreativeFormat] = useToolParam('format', '');
  const [marketingTactic, setMarketingTactic] = useToolParam('tactique', '');

  // One object while no input changes, so that the tagging of a long list or plan is not redone on every render.
  const inputs = useMemo(
    () => ({ source, customSource, medium, customMedium, campaign, term, content: contentValue, id, sourcePlatform, creativeFormat, marketingTactic, url, urls, mode }),
    [source, customSource, medium, customMedium, campaign, term, contentValue, id, sourcePlatform, creativeFormat, marketingTactic, url, urls, mode],
  );
  // A long pasted list must not hold up typing: the URLs follow the fields a frame later.
  const deferred = useDeferredValue(inputs);
  const result = useMemo(() => buildUtmUrl(deferred), [deferred]);
  const tooMany = useMemo(() => deferred.mode === 'masse' && tooManyBulkLines(deferred.urls), [deferred]);
  // A table whose first line names its columns is a plan; a plain list of addresses stays the bulk mode.
  const shape = useTableShape(deferred.mode === 'masse' ? deferred.urls : '');
  const plan = shape?.header ? shape : null;

  const presetStore = usePresets();

  const values: Record<PresetField, string> = {
    source: pick(source, customSource),
    medium: pick(medium, customMedium),
    campaign: normalizeUtmValue(campaign),
  };
  const hints = consistencyHints(values, presetStore.presets);

  const setField: Record<PresetField, (value: string) => void> = {
    source: (value) => {
      if ((UTM_SOURCES as readonly string[]).includes(value) && value !== 'custom') setSource(value as UtmSourceOption);
      else {
        setSource('custom');
        setCustomSource(value);
      }
    },
    medium: (value) => {
      if ((UTM_MEDIUMS as readonly string[]).includes(value) && value !== 'custom') setMedium(value as UtmMediumOption);
      else {
        setMedium('custom');
        setCustomMedium(value);
      }
    },
    campaign: setCampaign,
  };
  const applyPreset = (preset: UtmPreset) => {
    setField.source(preset.source);
    setField.medium(preset.medium);
    setField.campaign(preset.campaign);
  };

  return (
    <ToolFrame content={content}>
      <ChoiceField legend="Mode" value={mode} options={MODES} onChange={setMode} />
      <div className="utm-form">
        {mode === 'une' ? (
          <>
            <TextField
              label="URL de la page"
              type="url"
              inputMode="url"
              value={url}
              onChange={setUrl}
              error={result.error}
              placeholder="https://exemple.fr/page"
            />
            <TabUrlButton onUse={setUrl} />
          </>
        ) : (
          <LoadBoundary fallback={null} failed={'Le mode «\u00a0En masse\u00a0» n’a pas pu être chargé.'}>
            <bulkField.Component
              label="URL des pages (une par ligne)"
              value={urls}
              onChange={setUrls}
              files={['txt', 'csv', 'xlsx']}
              onFile={() => setPlanChoices('')}
              rows={6}
              error={tooMany ? BULK_TOO_MANY : undefined}
              placeholder={'https://exemple.fr/page-1\nhttps://exemple.fr/page-2'}
              hint={'Ou un plan de marquage copié d’un tableur ou importé en .csv ou .xlsx\u00a0: une première ligne qui nomme les colonnes (url, source, medium, campagne, terme, contenu…), puis un lien par ligne. Les champs ci-dessous remplissent les cellules vides.'}
            />
          </LoadBoundary>
        )}
        <div className="form-grid utm-form__grid">
          <div className="utm-form__pair">
            <SelectField label="Source (utm_source)" value={source} options={SOURCES} onChange={setSource} />
            {source === 'custom' && (
              <TextField label="Source personnalisée" value={customSource} onChange={setCustomSource} placeholder={'Ex.\u00a0: partenaire-blog'} />
            )}
          </div>
          <div className="utm-form__pair">
            <SelectField label="Support (utm_medium)" value={medium} options={MEDIUMS} onChange={setMedium} />
            {medium === 'custom' && (
              <TextField label="Support personnalisé" value={customMedium} onChange={setCustomMedium} placeholder={'Ex.\u00a0: sms'} />
            )}
          </div>
          <div className="utm-form__wide">
            <TextField label="Nom de la campagne (utm_campaign)" value={campaign} onChange={setCampaign} placeholder={'Ex.\u00a0: soldes-ete-2025'} />
          </div>
          <TextField label="Terme (utm_term, facultatif)" value={term} onChange={setTerm} placeholder={'Ex.\u00a0: chaussures-running'} />
          <TextField label="Contenu (utm_content, facultatif)" value={contentValue} onChange={setContentValue} placeholder={'Ex.\u00a0: bouton-rouge'} />
        </div>
        <ConsistencyHints hints={hints} onFix={(field, value) => setField[field](value)} />
        <details className="utm-ga4">
          <summary>Paramètres GA4 (facultatifs)</summary>
          <div className="form-grid utm-form__grid">
            <TextField label="ID de campagne (utm_id)" value={id} onChange={setId} placeholder={'Ex.\u00a0: abc-123'} />
            <TextField label="Plateforme source (utm_source_platform)" value={sourcePlatform} onChange={setSourcePlatform} placeholder={'Ex.\u00a0: search ads 360'} />
            <TextField label="Format créatif (utm_creative_format)" value={creativeFormat} onChange={setCreativeFormat} placeholder={'Ex.\u00a0: video'} />
            <TextField label="Tactique marketing (utm_marketing_tactic)" value={marketingTactic} onChange={setMarketingTactic} placeholder={'Ex.\u00a0: remarketing'} />
          </div>
        </details>
      </div>

      <UtmPresets {...presetStore} values={values} onApply={applyPreset} />

      {mode === 'masse' && plan ? (
        <LoadBoundary fallback={BULK_PLACEHOLDER} failed={'Le plan de marquage n’a pas pu être chargé.'}>
          <planResults.Component text={deferred.urls} shape={plan} defaults={deferred} choices={planChoices} onChoices={setPlanChoices} />
        </LoadBoundary>
      ) : mode === 'masse' ? (
        <LoadBoundary fallback={BULK_PLACEHOLDER} failed={'Le mode «\u00a0En masse\u00a0» n’a pas pu être chargé.'}>
          <bulkResults.Component urls={deferred.urls} fields={deferred} placeholder={BULK_PLACEHOLDER} />
        </LoadBoundary>
      ) : (
        <UtmResult result={result} />
      )}
    </ToolFrame>
  );
}
