import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import CpaTool from './CpaTool';

describe('CpaTool', () => {
  it('the count placeholder follows French typography: no-break space before « : » and in thousands', () => {
    renderTool('cpa', <CpaTool />);
    const placeholder = screen.getByLabelText('Nombre d’acquisitions').getAttribute('placeholder') ?? '';
    expect(placeholder).toMatch(/^Ex\./);
    expect(placeholder).not.toMatch(/ [:;!?]|\d \d/);
  });
});
