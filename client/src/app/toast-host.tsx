import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

/** The toast container with the spec's settings; its own chunk (with its CSS), loaded after the first paint. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_CONTAINER_PROPS} />;
}
