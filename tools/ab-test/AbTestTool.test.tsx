import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import AbTestTool from './AbTestTool';
import { CONVERSIONS_ABOVE_VISITORS_ERROR, NO_WINNER_MESSAGE, SMALL_SAMPLE_WARNING } from './abTest';

/** Text with no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const verdict = () => plain(screen.getByTestId('result-value').textContent);
const rate = (variant: 'a' | 'b') => plain(screen.getByTestId(`rate-${variant}`).textContent);
/** Testing Library compares the text with its whitespace collapsed (no-break spaces included) to the raw query. */
const byText = (text: string) => screen.queryByText(plain(text));
const detail = (label: string) => plain(byText(label)?.nextSibling?.textContent);

async function fillAll(values: [string, string, string, string]) {
  const user = userEvent.setup();
  const labels = ['Visiteurs A', 'Conversions A', 'Visiteurs B', 'Conversions B'];
  for (const [index, label] of labels.entries()) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (values[index]) await user.type(input, values[index]!);
  }
  return user;
}

describe('AbTestTool', () => {
  it('names B the winner of a typical landing-page test, with confidence, uplift and interval', async () => {
    const { container } = renderTool('ab-test', <AbTestTool />);
    await fillAll(['10 000', '200', '10 000', '250']);
    expect(rate('a')).toBe('2,00 %');
    expect(rate('b')).toBe('2,50 %');
    expect(verdict()).toBe('La variante B est gagnante');
    expect(detail('Niveau de confiance')).toBe('98,29 %');
    expect(detail('Amélioration relative de B par rapport à A')).toBe('+25,00 %');
    expect(detail('Écart de taux B − A')).toBe('+0,50 pt');
    expect(detail('Intervalle de confiance à 95 % de l’écart')).toBe('+0,09 pt à +0,91 pt');
    expect(container.querySelector('.result-card--success')).not.toBeNull();
    expect(byText(SMALL_SAMPLE_WARNING)).toBeNull();
  });

  it('never « 100,00 % », and an interval that keeps its width at 0 % and 100 %', async () => {
    renderTool('ab-test', <AbTestTool />);
    // 1 % against 3 % on 10 000 visitors each: z = 0,02 / √(0,02 × 0,98 × 2 / 10 000) = 10,1, p ≈ 5e-24.
    await fillAll(['10 000', '100', '10 000', '300']);
    expect(detail('Niveau de confiance')).toBe('> 99,99 %');
    // 0 conversion out of 1 against 1 out of 1: Wilson [0 ; 0,7935] and [0,2065 ; 1] by hand, so the Newcombe interval is
    // 1 − √2 × 0,79345 = −0,1221 to 1: « −12,21 pt à +100,00 pt », never « +100,00 pt à +100,00 pt ».
    await fillAll(['1', '0', '1', '1']);
    expect(detail('Intervalle de confiance à 95 % de l’écart')).toBe('-12,21 pt à +100,00 pt');
    // A bound just above 0 keeps its sign and its digits instead of « 0,00 pt ».
    await fillAll(['100 000', '1 000', '100 000', '1 090']);
    const text = detail('Intervalle de confiance à 95 % de l’écart');
    expect(text).toMatch(/^\+0,0\d+ pt à \+0,\d\d pt$/);
    expect(text.startsWith('+0,00 pt')).toBe(false);
  });

  it('names A when A converts better (R prop.test 90/93 against 114/136)', async () => {
    renderTool('ab-test', <AbTestTool />);
    await fillAll(['93', '90', '136', '114']);
    expect(verdict()).toBe('La variante A est gagnante');
    expect(detail('Niveau de confiance')).toBe('99,80 %');
    expect(detail('Amélioration relative de B par rapport à A')).toBe('-13,38 %');
  });

  it('says there is no significant winner at or below 95 % (statsmodels 5/83 against 12/99)', async () => {
    const { container } = renderTool('ab-test', <AbTestTool />);
    await fillAll(['83', '5', '99', '12']);
    expect(verdict()).toBe(NO_WINNER_MESSAGE);
    expect(detail('Niveau de confiance')).toBe('84,08 %');
    expect(container.querySelector('.result-card--success')).toBeNull();
  });

  it('decides on the exact p-value at the 95 % threshold and shows enough decimals to tell (319/41 against 319/59)', async () => {
    // Pooled z-test (statsmodels proportions_ztest, R prop.test(correct = FALSE)): z = 1.96036, p = 0.049977 < 0.05,
    // confidence 95.0023 %: significant, although it rounds to 95,00 % at 2 decimals.
    const { container } = renderTool('ab-test', <AbTestTool />);
    await fillAll(['319', '41', '319', '59']);
    expect(verdict()).toBe('La variante B est gagnante');
    expect(detail('Niveau de confiance')).toBe('95,0023 %');
    expect(container.querySelector('.result-card--success')).not.toBeNull();
    // 368/17 against 368/30: p = 0.050013, confidence 94.9987 %, not significant.
    await fillAll(['368', '17', '368', '30']);
    expect(verdict()).toBe(NO_WINNER_MESSAGE);
    expect(detail('Niveau de confiance')).toBe('94,9987 %');
  });

  it('shows the 6th decimal next to the threshold exactly, and never « 95,00 % » for a confidence above it', async () => {
    // p from mpmath at 40 digits: 0,0499999573830… → 95,000004 %; 0,0499999979681… → 95,0000002 %.
    renderTool('ab-test', <AbTestTool />);
    await fillAll(['64942', '291', '62150', '326']);
    expect(detail('Niveau de confiance')).toBe('95,000004 %');
    expect(verdict()).toBe('La variante B est gagnante');
    await fillAll(['1356', '180', '154084', '23409']);
    expect(detail('Niveau de confiance')).toBe('95,0000002 %');
    await fillAll(['19910', '225', '150849', '1955']);
    expect(detail('Niveau de confiance')).toBe('94,999997 %');
    expect(verdict()).toBe(NO_WINNER_MESSAGE);
  });

  it('computes only when both visitor counts are above 0 and all four values are numeric', async () => {
    renderTool('ab-test', <AbTestTool />);
    expect(verdict()).toBe('—');
    expect(rate('a')).toBe('—');
    await fillAll(['0', '0', '100', '5']);
    expect(verdict()).toBe('—');
    expect(screen.queryByRole('alert')).toBeNull();
    await fillAll(['100', '', '100', '5']);
    expect(verdict()).toBe('—');
    await fillAll(['100', '5', '100', '5']);
    expect(rate('a')).toBe('5,00 %');
  });

  it('shows a French error when conversions exceed visitors', async () => {
    renderTool('ab-test', <AbTestTool />);
    await fillAll(['100', '101', '50', '10']);
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSIONS_ABOVE_VISITORS_ERROR);
    expect(screen.getByLabelText('Conversions A')).toHaveAttribute('aria-invalid', 'true');
    expect(verdict()).toBe('—');
  });

  it('warns when the samples are too small for the test', async () => {
    renderTool('ab-test', <AbTestTool />);
    await fillAll(['20', '2', '20', '8']);
    expect(byText(SMALL_SAMPLE_WARNING)).toBeInTheDocument();
  });

  it('says the uplift cannot be computed when A converts at 0 %', async () => {
    renderTool('ab-test', <AbTestTool />);
    await fillAll(['1 000', '-0', '1 000', '10']);
    expect(rate('a')).toBe('0,00 %');
    expect(detail('Amélioration relative de B par rapport à A')).toBe('Non calculable (taux de A nul)');
  });

  it.each(['abc', ',', '-3', '12,5', '1e308', '-0', '999999999999999999999'])('never shows NaN or Infinity for %j', async (hostile) => {
    const { container } = renderTool('ab-test', <AbTestTool />);
    await fillAll([hostile, hostile, '100', hostile]);
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('copies a summary of the test', async () => {
    renderTool('ab-test', <AbTestTool />);
    const user = await fillAll(['10 000', '200', '10 000', '250']);
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(plain(writeText.mock.calls[0]?.[0])).toBe(
      'Variante A : 2,00 % · Variante B : 2,50 % · Confiance : 98,29 % · La variante B est gagnante',
    );
  });
});

describe('AbTestTool: planning, threshold and SRM', () => {
  it('plans a test: visitors per variant, total and duration in whole weeks', async () => {
    const user = userEvent.setup();
    renderTool('ab-test', <AbTestTool />);
    await user.click(screen.getByRole('radio', { name: 'Planifier le test' }));
    await user.type(screen.getByLabelText('Taux de conversion actuel'), '3');
    await user.type(screen.getByLabelText('Effet minimal détectable'), '10');
    await user.type(screen.getByLabelText('Visiteurs par jour (facultatif)'), '2000');
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('51 486');
    expect(detail('Visiteurs au total')).toBe('102 972');
    expect(detail('Durée au rythme indiqué')).toBe('52 jours');
    expect(detail('Durée conseillée (semaines entières)')).toBe('8 semaines (56 jours)');
    // More power, more visitors.
    await user.click(within(screen.getByRole('group', { name: 'Puissance' })).getByRole('radio', { name: /^90\s%$/ }));
    expect(Number(plain(screen.getByTestId('result-value').textContent).replace(/ /g, ''))).toBeGreaterThan(51486);
  });

  it('opens the planning from a crafted address (Evan Miller’s default figures)', () => {
    renderTool('ab-test', <AbTestTool />, undefined, '/ab-test/?mode=planification&taux-actuel=20&effet=5&effet-en=absolu');
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('1 030');
    expect(detail('Visiteurs au total')).toBe('2 060');
  });

  it('uses the threshold chosen and warns of a sample ratio mismatch', async () => {
    renderTool('ab-test', <AbTestTool />, undefined, '/ab-test/?seuil=99&visiteurs-a=821588&conversions-a=16000&visiteurs-b=815482&conversions-b=16300');
    expect(screen.getByTestId('srm-warning')).toHaveTextContent(/Déséquilibre de répartition \(SRM\)/);
    expect(plain(screen.getByTestId('srm-warning').textContent)).toContain('(χ² = 22,77, p = 0,00000182 < 0,001)');
    expect(byText('Intervalle de confiance à 99 % de l’écart')).not.toBeNull();
  });

  it('says a p-value too small to tell apart as one readable relation', () => {
    renderTool('ab-test', <AbTestTool />, undefined, '/ab-test/?visiteurs-a=10000&conversions-a=200&visiteurs-b=5000&conversions-b=100');
    const warning = plain(screen.getByTestId('srm-warning').textContent);
    expect(warning).toContain('(χ² = 1 666,67, p < 0,000000000001)');
    expect(warning).not.toMatch(/p = </);
  });

  it('no SRM warning when the split matches the plan, including an uneven one', () => {
    renderTool('ab-test', <AbTestTool />, undefined, '/ab-test/?part-a=90&visiteurs-a=9000&conversions-a=90&visiteurs-b=1000&conversions-b=12');
    expect(screen.queryByTestId('srm-warning')).toBeNull();
    expect(verdict()).toBe(NO_WINNER_MESSAGE);
  });

  it('a hostile address gives French errors, not a crash', () => {
    renderTool('ab-test', <AbTestTool />, undefined, '/ab-test/?mode=planification&taux-actuel=1e999&effet=-1&variantes=%F0%9F%92%A5&seuil=__proto__&puissance=constructor');
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('result-value')).toHaveTextContent('—');
  });
});
