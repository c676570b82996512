import type { ToastContainerProps } from 'react-toastify';

/** Spec section 9: top-right, 3000 ms, pause on hover and focus loss, drag to dismiss at 80 %, light theme. */
export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  position: 'top-right',
  autoClose: 3000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
  newestOnTop: true,
};

/**
 * react-toastify loads on demand: the first toast fetches it and mounts the container
 * (app/toast-host.tsx, see `onFirstToast`). Toasts raised before the container mounts are queued
 * by react-toastify and shown when it does.
 */
let toastModule: Promise<typeof import('react-toastify')> | null = null;
const firstToastListeners = new Set<() => void>();
let toastRequested = false;
const withToast = (show: (t: (typeof import('react-toastify'))['toast']) => void) => {
  toastModule ??= import('react-toastify');
  if (!toastRequested) {
    toastRequested = true;
    firstToastListeners.forEach((listener) => listener());
  }
  void toastModule.then(({ toast }) => show(toast));
};

/**
 * Calls `listener` once a toast has been asked for (at once if one already was); the toast host
 * mounts then, so pages that never toast never load react-toastify. Returns an unsubscribe.
 */
export function onFirstToast(listener: () => void): () => void {
  if (toastRequested) {
    listener();
    return () => undefined;
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/** Success, error and info dismiss earlier toasts first; warning does not (spec section 2). */
export const notify = {
  success: (message: string) =>
    withToast((toast) => {
      toast.dismiss();
      toast.success(message);
    }),
  error: (message: string) =>
    withToast((toast) => {
      toast.dismiss();
      toast.error(message);
    }),
  info: (message: string) =>
    withToast((toast) => {
      toast.dismiss();
      toast.info(message);
    }),
  warning: (message: string) =>
    withToast((toast) => {
      toast.warning(message);
    }),
};
