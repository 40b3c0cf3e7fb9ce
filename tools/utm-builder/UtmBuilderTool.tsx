import { ExternalLink } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { ResultCard } from '../../components/tool/ResultCard';
import { TabUrlButton } from '../../components/tool/TabUrlButton';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { buildUtmUrl, UTM_MEDIUMS, UTM_SOURCES, type UtmFields, type UtmMediumOption, type UtmSourceOption } from './utmBuilder';

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

interface Form extends Required<UtmFields> {
  source: UtmSourceOption;
  medium: UtmMediumOption;
}

const EMPTY: Form = { url: '', source: 'google', customSource: '', medium: 'cpc', customMedium: '', campaign: '', term: '', content: '' };

export default function UtmBuilderTool() {
  const [form, setForm] = useState<Form>(EMPTY);
  // A pasted megabyte must not freeze typing: the URL follows the fields a frame later.
  const deferred = useDeferredValue(form);
  const result = useMemo(() => buildUtmUrl(deferred), [deferred]);

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <ToolFrame content={content}>
      <div className="utm-form">
        <TextField
          label="URL de la page"
          type="url"
          inputMode="url"
          value={form.url}
          onChange={set('url')}
          error={result.error}
          placeholder="https://exemple.fr/page"
        />
        <TabUrlButton onUse={set('url')} />
        <div className="form-grid utm-form__grid">
          <div className="utm-form__pair">
            <SelectField label="Source (utm_source)" value={form.source} options={SOURCES} onChange={set('source')} />
            {form.source === 'custom' && (
              <TextField label="Source personnalisée" value={form.customSource} onChange={set('customSource')} placeholder={'Ex.\u00a0: partenaire-blog'} />
            )}
          </div>
          <div className="utm-form__pair">
            <SelectField label="Support (utm_medium)" value={form.medium} options={MEDIUMS} onChange={set('medium')} />
            {form.medium === 'custom' && (
              <TextField label="Support personnalisé" value={form.customMedium} onChange={set('customMedium')} placeholder={'Ex.\u00a0: sms'} />
            )}
          </div>
          <div className="utm-form__wide">
            <TextField label="Nom de la campagne (utm_campaign)" value={form.campaign} onChange={set('campaign')} placeholder={'Ex.\u00a0: soldes-ete-2025'} />
          </div>
          <TextField label="Terme (utm_term, facultatif)" value={form.term} onChange={set('term')} placeholder={'Ex.\u00a0: chaussures-running'} />
          <TextField label="Contenu (utm_content, facultatif)" value={form.content} onChange={set('content')} placeholder={'Ex.\u00a0: bouton-rouge'} />
        </div>
      </div>

      {result.ok ? (
        <div className="utm-result">
          <ResultCard
            label="URL de campagne"
            mono
            value={result.url}
            details={result.params.map((p) => ({ label: p.name, value: p.value }))}
            note={
              result.schemeAdded
                ? '«\u00a0https://\u00a0» a été ajouté devant votre adresse\u00a0: vérifiez que votre site répond bien en https.'
                : undefined
            }
          >
            <p className="utm-result__open">
              <a className="button button--ghost" href={result.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden size={16} />
                Tester le lien{' '}
                <span className="visually-hidden">(nouvel onglet)</span>
              </a>
            </p>
          </ResultCard>
          {result.warnings.length > 0 && (
            <div className="notice utm-warnings" role="status">
              {result.warnings.map((warning) => (
                <p key={warning}>{warning}</p>
              ))}
            </div>
          )}
        </div>
      ) : (
        !result.error && <p className="utm-placeholder">Saisissez l’adresse de votre page&#160;: l’URL de campagne s’affichera ici.</p>
      )}
    </ToolFrame>
  );
}
