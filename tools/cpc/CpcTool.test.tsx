import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import CpcTool from './CpcTool';

describe('CpcTool', () => {
  it('the count placeholder follows French typography: no-break space before « : » and in thousands', () => {
    renderTool('cpc', <CpcTool />);
    const placeholder = screen.getByLabelText('Nombre de clics').getAttribute('placeholder') ?? '';
    expect(placeholder).toMatch(/^Ex\./);
    expect(placeholder).not.toMatch(/ [:;!?]|\d \d/);
  });
});
