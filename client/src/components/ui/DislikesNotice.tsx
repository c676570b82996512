import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/**
 * Under a menu's filters while the person's saved dislikes hide meals: "Hiding meals with …" and a "Show all" button
 * (`onShowAll`). Renders nothing when there are no dislikes.
 */
export function DislikesNotice({
  dislikes,
  className,
  onShowAll,
}: {
  dislikes: readonly string[];
  className?: string;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('customerPreferences');
  if (dislikes.length === 0) return null;
  return (
    <p className={className}>
      {t('dislikes.hiding', { list: dislikes.join(', ') })}{' '}
      <Button variant="outline" onClick={onShowAll}>
        {t('dislikes.showAll')}
      </Button>
    </p>
  );
}
