import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, useSettledInput } from './settledInput';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const enter = { key: 'Enter' } as KeyboardEvent;

describe('useSettledInput', () => {
  it('takes a value changed outside the field at once (restored, reset)', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledInput(value), { initialProps: { value: '' } });
    rerender({ value: 'https://exemple.fr/photo.jpg' });
    expect(result.current.value).toBe('https://exemple.fr/photo.jpg');
  });

  it('while the field has the focus, waits for a pause after the last change', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledInput(value), { initialProps: { value: 'a' } });
    act(() => result.current.fieldProps.onFocus());
    for (const value of ['ab', 'abc', 'abcd']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(SETTLE_MS - 1));
      expect(result.current.value).toBe('a');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe('abcd');
  });

  it('takes the value on Enter, and on leaving the field', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledInput(value), { initialProps: { value: '' } });
    act(() => result.current.fieldProps.onFocus());
    rerender({ value: 'x' });
    act(() => result.current.fieldProps.onKeyDown(enter));
    expect(result.current.value).toBe('x');
    rerender({ value: 'xy' });
    expect(result.current.value).toBe('x');
    act(() => result.current.fieldProps.onBlur());
    expect(result.current.value).toBe('xy');
    // Back to a change from elsewhere: no wait, and no timer left to bring back an older value.
    rerender({ value: '' });
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(result.current.value).toBe('');
  });
});
