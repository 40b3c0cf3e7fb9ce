import { CheckboxField } from '../../components/fields/CheckboxField';
import { ColorField } from '../../components/fields/ColorField';
import { RangeField } from '../../components/fields/RangeField';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import {
  BOTTOM_SIZE_MAX,
  BOTTOM_SIZE_MIN,
  CUSTOM_TEXT_MAX_LENGTH,
  FONTS,
  px,
  SPACING_MAX,
  SPACING_MIN,
  textContrastLow,
  TOP_SIZE_MAX,
  TOP_SIZE_MIN,
  type FontName,
  type TextOptions,
} from '../../components/qr/qrCode';

interface TextFieldsProps {
  text: TextOptions;
  set: <K extends keyof TextOptions>(key: K, value: TextOptions[K]) => void;
}

const BANDS = {
  top: { label: 'Texte du haut', name: 'qr-top-text', placeholder: 'Scannez-moi', sizeLabel: 'Taille du texte du haut', min: TOP_SIZE_MIN, max: TOP_SIZE_MAX },
  bottom: { label: 'Texte du bas', name: 'qr-bottom-text', placeholder: 'www.exemple.fr', sizeLabel: 'Taille du texte du bas', min: BOTTOM_SIZE_MIN, max: BOTTOM_SIZE_MAX },
} as const;

/**
 * The text and size of a band of custom text, once it is switched on: loaded with the builders (output.ts), as every
 * page starts without custom text.
 */
export function BandFields({ band, text, set }: TextFieldsProps & { band: keyof typeof BANDS }) {
  const { label, name, placeholder, sizeLabel, min, max } = BANDS[band];
  const [textKey, sizeKey] = band === 'top' ? (['topText', 'topSize'] as const) : (['bottomText', 'bottomSize'] as const);
  return (
    <div className="form-grid">
      <TextField label={label} name={name} value={text[textKey]} maxLength={CUSTOM_TEXT_MAX_LENGTH} onChange={(v) => set(textKey, v)} placeholder={placeholder} />
      <RangeField label={sizeLabel} value={text[sizeKey]} min={min} max={max} onChange={(v) => set(sizeKey, v)} format={px} />
    </div>
  );
}

const FONT_CHOICES = FONTS.map((name) => ({ value: name, label: name }));

/** The look of the custom text (font, spacing, colours, weight), once a band is switched on. */
export function StyleFields({ text, set }: TextFieldsProps) {
  return (
    <>
      <div className="form-grid">
        <SelectField<FontName> label="Police" value={text.font} options={FONT_CHOICES} onChange={(v) => set('font', v)} />
        <RangeField label="Espacement" value={text.spacing} min={SPACING_MIN} max={SPACING_MAX} onChange={(v) => set('spacing', v)} format={px} />
        <ColorField label="Couleur du texte" value={text.textColor} onChange={(v) => set('textColor', v)} />
        <ColorField label="Fond de l’image" value={text.background} onChange={(v) => set('background', v)} />
      </div>
      <CheckboxField label="Texte en gras" checked={text.bold} onChange={(v) => set('bold', v)} />
      {textContrastLow(text.textColor, text.background) && <p className="notice">Texte peu lisible sur ce fond (contraste inférieur à 4,5&#160;:&#160;1).</p>}
    </>
  );
}
