import { styled, keyframes } from 'styled-components';
import { t, WAIT_BEFORE_MOTION } from './tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The ring appears at once and turns only when the wait lasts a second (ADR 0043): a moving ring makes the compositor
 * draw a frame every 15 ms, and a load that ends sooner never needed it.
 */
const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid ${t.border};
  border-top-color: ${t.primary};
  border-radius: 50%;
  animation: ${spin} 0.7s linear ${WAIT_BEFORE_MOTION} infinite;
  flex: none;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${t.muted};
`;

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; shown next to the ring when showLabel is set. */
  label?: string;
  showLabel?: boolean;
  /** Only the ring, hidden from screen readers: inside a part that announces its own loading. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label = 'Loading', showLabel = false, decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" className={className} />;
  return (
    <Wrap role="status" aria-live="polite" aria-label={showLabel ? undefined : label} className={className}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel && <span>{label}</span>}
    </Wrap>
  );
}
