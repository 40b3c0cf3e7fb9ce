import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from '../../platform/platform';
import { testPlatform } from '../../tests/renderApp';
import { ThemeSelect } from './ThemeSelect';

function renderSelect(platform = testPlatform()) {
  render(
    <PlatformContext.Provider value={platform}>
      <ThemeSelect />
    </PlatformContext.Provider>,
  );
  return platform;
}

describe('ThemeSelect', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('offers Auto, Clair and Sombre under the label « Thème », Auto by default', () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Thème' });
    expect(select).toHaveValue('auto');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Auto', 'Clair', 'Sombre']);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('applies and stores the choice; Auto removes data-theme again', async () => {
    const platform = renderSelect();
    const select = screen.getByRole('combobox', { name: 'Thème' });
    await userEvent.selectOptions(select, 'Sombre');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await platform.theme.get()).toBe('dark');
    expect(localStorage.getItem('outilo:theme')).toBe('"dark"');
    await userEvent.selectOptions(select, 'Auto');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(await platform.theme.get()).toBe('auto');
  });

  it('shows the stored choice and follows a change made elsewhere', async () => {
    localStorage.setItem('outilo:theme', '"light"');
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Thème' });
    await screen.findByDisplayValue('Clair');
    expect(document.documentElement.dataset.theme).toBe('light');
    // Another tab chose Sombre.
    act(() => {
      localStorage.setItem('outilo:theme', '"dark"');
      window.dispatchEvent(new StorageEvent('storage', { key: 'outilo:theme', newValue: '"dark"' }));
    });
    expect(select).toHaveValue('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
