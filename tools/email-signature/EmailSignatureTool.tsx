import { Copy, Download } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { CheckboxField } from '../../components/fields/CheckboxField';
import { ChoiceField } from '../../components/fields/ChoiceField';
import { ColorField } from '../../components/fields/ColorField';
import { ColorPresets } from '../../components/fields/ColorPresets';
import { RangeField } from '../../components/fields/RangeField';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { LoadStatus } from '../../components/layout/LoadStatus';
import { onDemand } from '../../components/lib/onDemand';
import { useSettledInput } from '../../components/lib/settledInput';
import { contrastRatio } from '../../components/lib/color';
import { formatInteger } from '../../components/lib/number';
import { copyToClipboard } from '../../components/tool/CopyButton';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { content } from './content';
import { useToolForm } from '../../components/tool/toolState';
import { checkSignature, type FieldKey } from './checks';
import { buildSignature } from './html';
import InstallGuides from './InstallGuides';
import { doneMessages, exportFailures } from './messages';
import {
  COLOUR_PRESETS,
  DEFAULT_FORM,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONTS,
  GMAIL_LIMIT,
  presetOf,
  sanitiseForm,
  SOCIAL_NETWORKS,
  TEMPLATE_LABELS,
  TEMPLATES,
  type SignatureForm,
  type SocialNetwork,
} from './emailSignature';

/** The address's (and storage's) name of each field of the form. */
const PARAMS = {
  nom: 'name',
  poste: 'jobTitle',
  entreprise: 'company',
  photo: 'showPhoto',
  'url-photo': 'photoUrl',
  email: 'email',
  telephone: 'phone',
  site: 'website',
  adresse: 'address',
  linkedin: 'social.linkedin',
  x: 'social.twitter',
  facebook: 'social.facebook',
  instagram: 'social.instagram',
  youtube: 'social.youtube',
  'autre-site': 'social.website',
  modele: 'template',
  police: 'font',
  taille: 'fontSize',
  couleur: 'primaryColor',
  'couleur-2': 'secondaryColor',
  separateur: 'separator',
  'style-separateur': 'separatorStyle',
} as const;

const TEMPLATE_CHOICES = TEMPLATES.map((value) => ({ value, label: TEMPLATE_LABELS[value] }));
const FONT_CHOICES = FONTS.map((value) => ({ value, label: value }));
const PRESETS = COLOUR_PRESETS.map((p) => ({ name: p.name, colors: [p.primary, p.secondary] }));
const SEPARATOR_CHOICES = [
  { value: 'line' as const, label: 'Ligne (300\u00a0px)' },
  { value: 'space' as const, label: 'Espace' },
];

const SOCIAL_FIELDS: Record<SocialNetwork, { label: string; placeholder: string }> = {
  linkedin: { label: 'LinkedIn', placeholder: 'linkedin.com/in/votre-profil' },
  twitter: { label: 'X (Twitter)', placeholder: 'x.com/votre-compte' },
  facebook: { label: 'Facebook', placeholder: 'facebook.com/votre-page' },
  instagram: { label: 'Instagram', placeholder: 'instagram.com/votre-compte' },
  youtube: { label: 'YouTube', placeholder: 'youtube.com/@votre-chaine' },
  website: { label: 'Autre site (blog, boutique…)', placeholder: 'blog.exemple.fr' },
};


/** An export's outcome; `unloaded`: the PNG export's code could not be loaded, offered again by « Réessayer ». */
type Status = { tone: 'success' | 'error'; text: string } | { tone: 'unloaded' } | null;

/** The PNG export's code (png.ts with html2canvas, and the download code), loaded on the first download. */
export const pngExport = onDemand(() => Promise.all([import('./png'), import('../../components/lib/download')]));

function Section({ id, title, children, hint }: { id: string; title: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <section className="subpanel sig-section" aria-labelledby={`sig-${id}`}>
      <h2 id={`sig-${id}`} className="sig-section__title">
        {title}
      </h2>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
    </section>
  );
}

/** Links in the preview do not navigate away from the tool: it is a picture of the signature. */
function stayOnPage(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

export default function EmailSignatureTool() {
  const [form, setForm] = useToolForm<SignatureForm>(DEFAULT_FORM, PARAMS, sanitiseForm);
  // The preview loads the photo from its address: it takes the address once typed, not each keystroke's fragment.
  const photo = useSettledInput(form.photoUrl);
  const shown = useMemo(() => (photo.value === form.photoUrl ? form : { ...form, photoUrl: photo.value }), [form, photo.value]);
  // Typing stays instant; the preview follows a frame later when the signature is long to build.
  const deferred = useDeferredValue(shown);
  const out = useMemo(() => buildSignature(deferred), [deferred]);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  /** Any edit: the last export message no longer applies. */
  const change = (update: (current: SignatureForm) => SignatureForm) => {
    setStatus(null);
    setForm(update);
  };
  const set = <K extends keyof SignatureForm>(key: K) => (value: SignatureForm[K]) => change((current) => ({ ...current, [key]: value }));
  const setSocial = (network: SocialNetwork) => (value: string) => change((current) => ({ ...current, social: { ...current.social, [network]: value } }));
  // Errors follow the form as typed, not the deferred copy, so a message never lags behind its field.
  const errors = useMemo(() => checkSignature(form).errors, [form]);
  const errorOf = (key: FieldKey) => errors[key];

  const selectedPreset = presetOf(form.primaryColor, form.secondaryColor);
  const lowContrast = contrastRatio(form.primaryColor, '#FFFFFF') < 3;

  // Exports use the form as it is now: a click right after a keystroke never exports the frame before.
  const onCopy = async () => {
    const now = buildSignature(form);
    const ok = await copyToClipboard(now.text, now.html);
    setStatus(ok ? { tone: 'success', text: doneMessages.copied } : { tone: 'error', text: exportFailures.copyFailed });
  };

  const onDownload = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const loaded = await pngExport.load().catch((error: unknown) => void console.error('Export PNG impossible', error));
      if (!loaded) {
        setStatus({ tone: 'unloaded' });
        return;
      }
      const [{ PNG_NAME, renderSignaturePng }, { downloadBlob }] = loaded;
      const { blob, photoLeftOut } = await renderSignaturePng(buildSignature(form).html);
      downloadBlob(blob, PNG_NAME);
      setStatus({ tone: 'success', text: photoLeftOut ? doneMessages.downloadedWithoutPhoto : doneMessages.downloaded });
    } catch (error) {
      console.error('Export PNG impossible', error);
      setStatus({ tone: 'error', text: exportFailures.downloadFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolFrame content={content}>
      <div className="sig">
        <div className="sig-form">
          <Section id="personal" title="Informations personnelles">
            <div className="form-grid">
              <TextField
                label={
                  <>
                    Nom et prénom <span className="sig-required">(obligatoire)</span>
                  </>
                }
                value={form.name}
                onChange={set('name')}
                placeholder="Marie Dupont"
                autoComplete="name"
                maxLength={120}
                required
              />
              <TextField label="Poste" value={form.jobTitle} onChange={set('jobTitle')} placeholder="Responsable marketing" autoComplete="organization-title" maxLength={150} />
              <TextField label="Entreprise" value={form.company} onChange={set('company')} placeholder="Exemple SAS" autoComplete="organization" maxLength={150} />
            </div>
            <CheckboxField label="Ajouter une photo" checked={form.showPhoto} onChange={set('showPhoto')} />
            {form.showPhoto && (
              <TextField
                label="Adresse de la photo (URL)"
                type="url"
                inputMode="url"
                value={form.photoUrl}
                onChange={set('photoUrl')}
                {...photo.fieldProps}
                error={errorOf('photoUrl')}
                placeholder="https://exemple.fr/photo.jpg"
                maxLength={1000}
                hint="Une image déjà en ligne, carrée de préférence (au moins 160 × 160 pixels), affichée ronde en 80 × 80. L’aperçu la charge depuis cette adresse, comme le feront les messageries de vos destinataires."
              />
            )}
          </Section>

          <Section id="contact" title="Coordonnées">
            <div className="form-grid sig-addresses">
              <TextField label="E-mail" type="email" inputMode="email" value={form.email} onChange={set('email')} error={errorOf('email')} placeholder="marie.dupont@exemple.fr" autoComplete="email" maxLength={254} />
              <TextField label="Téléphone" type="tel" inputMode="tel" value={form.phone} onChange={set('phone')} error={errorOf('phone')} placeholder="+33 1 23 45 67 89" autoComplete="tel" maxLength={40} />
              <TextField label="Site web" type="url" inputMode="url" value={form.website} onChange={set('website')} error={errorOf('website')} placeholder="www.exemple.fr" autoComplete="url" maxLength={500} />
              <TextField label="Adresse postale" value={form.address} onChange={set('address')} placeholder="12 rue de la Paix, 75002 Paris" autoComplete="street-address" maxLength={200} />
            </div>
          </Section>

          <Section id="social" title="Réseaux sociaux" hint={'Affichés en liens texte, lisibles dans toutes les messageries. «\u00a0https://\u00a0» est ajouté si vous l’omettez.'}>
            <div className="form-grid sig-addresses">
              {SOCIAL_NETWORKS.map((network) => (
                <TextField
                  key={network}
                  label={SOCIAL_FIELDS[network].label}
                  type="url"
                  inputMode="url"
                  value={form.social[network]}
                  onChange={setSocial(network)}
                  error={errorOf(`social.${network}`)}
                  placeholder={SOCIAL_FIELDS[network].placeholder}
                  maxLength={500}
                />
              ))}
            </div>
          </Section>

          <Section id="style" title="Style">
            <ChoiceField legend="Modèle" value={form.template} options={TEMPLATE_CHOICES} onChange={set('template')} />
            <div className="form-grid">
              <SelectField label="Police" value={form.font} options={FONT_CHOICES} onChange={set('font')} />
              <RangeField label="Taille du texte" value={form.fontSize} min={FONT_SIZE_MIN} max={FONT_SIZE_MAX} onChange={set('fontSize')} format={(v) => `${v}\u00a0px`} />
            </div>
          </Section>

          <Section id="colours" title="Couleurs">
            <ColorPresets
              legend="Palettes"
              presets={PRESETS}
              selected={selectedPreset}
              onSelect={(preset) => change((current) => ({ ...current, primaryColor: preset.colors[0]!, secondaryColor: preset.colors[1]! }))}
            />
            <div className="form-grid">
              <ColorField label="Couleur principale" value={form.primaryColor} onChange={set('primaryColor')} hint="Nom, liens et accents." />
              <ColorField label="Couleur secondaire" value={form.secondaryColor} onChange={set('secondaryColor')} hint="Poste, libellés et séparateur." />
            </div>
            {lowContrast && (
              <p className="notice" role="status">
                Cette couleur principale est peu lisible sur fond blanc&#160;: choisissez une teinte plus foncée pour le nom et les liens.
              </p>
            )}
          </Section>

          <Section id="advanced" title="Options avancées">
            <CheckboxField label="Séparateur entre l’identité et les coordonnées" checked={form.separator} onChange={set('separator')} />
            {form.separator && <ChoiceField legend="Type de séparateur" value={form.separatorStyle} options={SEPARATOR_CHOICES} onChange={set('separatorStyle')} />}
          </Section>
        </div>

        <section className="sig-output" aria-labelledby="sig-preview-title">
          <h2 id="sig-preview-title" className="sig-section__title">
            Aperçu
          </h2>
          <div className="sig-preview" onClickCapture={stayOnPage}>
            {out.empty ? (
              <p className="sig-preview__empty">Remplissez au moins votre nom&#160;: votre signature apparaîtra ici, telle qu’elle sera exportée.</p>
            ) : (
              // The builder's HTML, shown as it is exported: every user text is escaped and every address
              // checked (http(s), mailto, tel) by html.ts, so it holds no markup the builder did not write.
              <div className="sig-mail" data-testid="signature-preview" dangerouslySetInnerHTML={{ __html: out.html }} />
            )}
          </div>
          <p className="field__hint sig-size" data-testid="signature-size">
            Code HTML&#160;: {formatInteger(out.length)}&#160;caractères (limite de Gmail&#160;: {formatInteger(GMAIL_LIMIT)}).
          </p>
          {out.tooLong && (
            <p className="notice" role="alert">
              {doneMessages.tooLong}
            </p>
          )}
          <div className="button-row sig-actions">
            <button type="button" className="button" onClick={onCopy} disabled={out.empty}>
              <Copy aria-hidden size={16} />
              Copier le HTML
            </button>
            <button type="button" className="button button--ghost" onClick={onDownload} disabled={out.empty || busy} aria-busy={busy || undefined}>
              <Download aria-hidden size={16} />
              {busy ? 'Création de l’image…' : 'Télécharger en PNG'}
            </button>
          </div>
          <div className="sig-status" role="status" aria-live="polite">
            {status?.tone === 'success' && <p className="sig-status__ok">{status.text}</p>}
          </div>
          {status?.tone === 'error' && (
            <p className="error-text" role="alert">
              {status.text}
            </p>
          )}
          {status?.tone === 'unloaded' && <LoadStatus failed="Le module de création de l’image PNG n’a pas pu être chargé." onRetry={() => void onDownload()} />}
          {!out.empty && (
            <details className="sig-code">
              <summary>Voir le code HTML</summary>
              <div className="field">
                <label className="field__label" htmlFor={`${ids}-code`}>
                  Code HTML de la signature
                </label>
                <textarea id={`${ids}-code`} className="input textarea sig-code__text" readOnly rows={6} value={out.html} aria-describedby={`${ids}-code-hint`} />
                <p className="field__hint" id={`${ids}-code-hint`}>
                  Pour les outils qui demandent le code source (Thunderbird, CRM, outils d’e-mailing).
                </p>
              </div>
            </details>
          )}
        </section>

        <section className="sig-install" aria-labelledby="sig-install-title">
          <InstallGuides />
        </section>
      </div>
    </ToolFrame>
  );
}
