import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import CpmTool from './CpmTool';

describe('CpmTool', () => {
  it('the count placeholder follows French typography: no-break space before « : » and in thousands', () => {
    renderTool('cpm', <CpmTool />);
    const placeholder = screen.getByLabelText('Nombre d’impressions').getAttribute('placeholder') ?? '';
    expect(placeholder).toMatch(/^Ex\./);
    expect(placeholder).not.toMatch(/ [:;!?]|\d \d/);
  });
});
