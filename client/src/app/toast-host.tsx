import { useLanguage } from '../i18n/use-language';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useColorScheme } from '../lib/color-scheme';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

/**
 * The toast container with the spec's settings; its own chunk (with its CSS), loaded after the first paint.
 * Light theme as the spec says, react-toastify's dark theme when the system asks for dark.
 */
export default function ToastHost() {
  const scheme = useColorScheme();
  const { dir } = useLanguage();
  // Right to left, the text and the close button follow the reading direction; the corner stays the spec's.
  return <ToastContainer {...TOAST_CONTAINER_PROPS} theme={scheme === 'dark' ? 'dark' : TOAST_CONTAINER_PROPS.theme} rtl={dir === 'rtl'} />;
}
