import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A shimmering placeholder block; decorative (wrap groups in an element with role="status"). */
export function Skeleton({ width = '100%', height = 16, radius = 8, className }: SkeletonProps) {
  return <span className={`${styles.skeleton} ${className ?? ''}`} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
