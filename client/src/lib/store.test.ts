import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createVar, useVar } from './store';

describe('createVar', () => {
  it('reads with no argument and sets with one, returning the value', () => {
    const v = createVar<string | null>('a');
    expect(v()).toBe('a');
    expect(v('b')).toBe('b');
    expect(v()).toBe('b');
    expect(v(null)).toBeNull();
    expect(v()).toBeNull();
  });

  it('tells its listeners of every change, not of a set to the same value, until removed', () => {
    const v = createVar(1);
    const listener = vi.fn();
    const remove = v.subscribe(listener);
    v(2);
    v(2);
    v(3);
    expect(listener.mock.calls).toEqual([[2], [3]]);
    remove();
    v(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('useVar', () => {
  it('renders the value and renders again when it changes', () => {
    const v = createVar('en');
    const { result } = renderHook(() => useVar(v));
    expect(result.current).toBe('en');
    act(() => {
      v('ar');
    });
    expect(result.current).toBe('ar');
  });
});
