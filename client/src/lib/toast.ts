import { toast, type ToastContainerProps } from 'react-toastify';

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

/** Success, error and info dismiss earlier toasts first; warning does not (spec section 2). */
export const notify = {
  success: (message: string) => { toast.dismiss(); toast.success(message); },
  error: (message: string) => { toast.dismiss(); toast.error(message); },
  info: (message: string) => { toast.dismiss(); toast.info(message); },
  warning: (message: string) => { toast.warning(message); },
};
