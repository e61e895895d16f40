import { css, keyframes } from 'styled-components';
import { t, WAIT_BEFORE_MOTION } from './tokens';

const pulse = keyframes`
  50% {
    opacity: 0.45;
  }
`;

/**
 * The look of every loading placeholder: a table's skeleton rows, a form's fields and words while its data loads.
 * A grey bar that starts to pulse only when loading lasts (ADR 0043): the pulse is opacity, which the compositor
 * animates without the page's main thread, and a load that ends within the delay never animates at all. The old
 * shimmer moved a gradient's background-position, which repainted every bar on the main thread in every frame of
 * the load.
 */
export const skeletonFill = css`
  background: ${t.border};
  animation: ${pulse} 1.6s ease-in-out ${WAIT_BEFORE_MOTION} infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
