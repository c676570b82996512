import { LineIcon } from '../../../components/ui/LineIcon';
export type FeatureIconName = 'target' | 'growth' | 'revenue' | 'team' | 'invoice' | 'leaf' | 'clock' | 'pin' | 'phone' | 'mail';

const PATHS: Record<FeatureIconName, string> = {
  target: 'M12 3a9 9 0 1 0 9 9M12 7a5 5 0 1 0 5 5M12 11a1 1 0 1 0 1 1M12 12l8-8M16 4h4v4',
  growth: 'M3 20h18M5 16l5-5 4 3 6-7M15 7h5v5',
  revenue: 'M12 3v18M16.5 7.5C16 6 14.3 5 12 5c-2.8 0-4.5 1.3-4.5 3.2 0 4.3 9 2.2 9 6.6 0 2-1.8 3.2-4.5 3.2-2.4 0-4.2-1-4.7-2.7',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.5-3.6 3.2-6 6.5-6s6 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2 .8 3.2 2.9 3.5 5.7',
  invoice: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  leaf: 'M5 19C5 10 11 4 20 4c0 9-6 15-15 15zM5 19l8-8',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
};

/** A 24 px line icon for the content pages' cards; decorative. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return <LineIcon size={24} d={PATHS[name]} />;
}
