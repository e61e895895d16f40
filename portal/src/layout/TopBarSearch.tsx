import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { theme } from '../ui/theme';

/** The search downloads after the shell and the screen; Ctrl+K works once it is there (a moment after the first paint). */
const GlobalSearch = lazy(() => import('../routes/screens/globalSearch').then((m) => ({ default: m.GlobalSearch })));

/** Takes the bar's free room only: the user's name and the buttons keep theirs. */
const Slot = styled.div`
  flex: 1 1 0;
  min-width: 0;
  max-width: 480px;
`;

/** Holds the field's place (its height and look) while the search's code loads, so nothing moves when it arrives. */
const Placeholder = styled.div`
  height: 36px;
  box-sizing: border-box;
  border: 1px solid ${theme.border};
  border-radius: 8px;
`;

/** The top bar's global company search (issue 24 §3). */
export function TopBarSearch() {
  return (
    <Slot role="search">
      <Suspense fallback={<Placeholder aria-hidden="true" />}>
        <GlobalSearch />
      </Suspense>
    </Slot>
  );
}
