import { useLanguage } from '../i18n/use-language';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

/** The toast container with the spec's settings; its own chunk (with its CSS), loaded after the first paint. */
export default function ToastHost() {
  const { dir } = useLanguage();
  // Right to left, the text and the close button follow the reading direction; the corner stays the spec's.
  return <ToastContainer {...TOAST_CONTAINER_PROPS} rtl={dir === 'rtl'} />;
}
