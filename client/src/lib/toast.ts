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
 * react-toastify loads on demand (it is not needed for the first paint): the first toast or the
 * container (app/toast-host.tsx, mounted lazily) fetches it. Toasts raised before the container
 * mounts are queued by react-toastify and shown when it does.
 */
let toastModule: Promise<typeof import('react-toastify')> | null = null;
const withToast = (show: (t: (typeof import('react-toastify'))['toast']) => void) => {
  toastModule ??= import('react-toastify');
  void toastModule.then(({ toast }) => show(toast));
};

/** Success, error and info dismiss earlier toasts first; warning does not (spec section 2). */
export const notify = {
  success: (message: string) => withToast((toast) => { toast.dismiss(); toast.success(message); }),
  error: (message: string) => withToast((toast) => { toast.dismiss(); toast.error(message); }),
  info: (message: string) => withToast((toast) => { toast.dismiss(); toast.info(message); }),
  warning: (message: string) => withToast((toast) => { toast.warning(message); }),
};
