import { css, keyframes } from 'styled-components';
import { t } from './tokens';

const shimmer = keyframes`
  from {
    background-position: 200% 0;
  }
  to {
    background-position: -200% 0;
  }
`;

/** The look of every loading placeholder: a table's skeleton rows, a form's fields and words while its data loads. */
export const skeletonFill = css`
  background: linear-gradient(90deg, ${t.border} 25%, ${t.surfaceMuted} 50%, ${t.border} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;
