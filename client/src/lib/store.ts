import { useSyncExternalStore } from 'react';

/**
 * One value of client state (the session, the cart, the open modal): call it with no argument to read it, with one to
 * set it. Components read it through {@link useVar} and render again when it changes.
 */
export interface Var<T> {
  (): T;
  (next: T): T;
  /** Calls `listener` with the new value after every change (a set to the same value is none); returns its removal. */
  subscribe: (listener: (value: T) => void) => () => void;
}

/** A {@link Var} holding `initial`. */
export function createVar<T>(initial: T): Var<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  function read(): T;
  function read(next: T): T;
  function read(...args: [] | [T]): T {
    if (args.length > 0 && !Object.is(args[0], value)) {
      value = args[0] as T;
      for (const listener of [...listeners]) listener(value);
    }
    return value;
  }
  const subscribe = (listener: (value: T) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return Object.assign(read, { subscribe });
}

/** `v`'s value, rendering the component again when it changes (React's `useSyncExternalStore`). */
export function useVar<T>(v: Var<T>): T {
  return useSyncExternalStore(v.subscribe, v);
}
