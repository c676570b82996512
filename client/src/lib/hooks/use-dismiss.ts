import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, closes a popup (menu, dropdown, mobile panel) the way people expect: Escape calls `close` and moves
 * focus back to `returnFocus` (the toggle), a press outside `root` calls `close`. `onKey` sees the other keys (a
 * menu's arrow keys). The document listeners (`pointer`: pointerdown by default) exist only while open.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: () => void,
  {
    returnFocus,
    onKey,
    pointer = 'pointerdown',
  }: { returnFocus?: RefObject<HTMLElement | null>; onKey?: (e: KeyboardEvent) => void; pointer?: 'pointerdown' | 'mousedown' } = {},
) {
  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      close();
      returnFocus?.current?.focus();
    } else onKey?.(e);
  });
  const onPress = useEffectEvent((e: Event) => {
    if (root.current && !root.current.contains(e.target as Node)) close();
  });

  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => onKeyDown(e);
    const press = (e: Event) => onPress(e);
    document.addEventListener('keydown', key);
    document.addEventListener(pointer, press);
    return () => {
      document.removeEventListener('keydown', key);
      document.removeEventListener(pointer, press);
    };
  }, [open, pointer]);
}
