import { styled } from 'styled-components';
import { Spinner } from '@insights/widgets';

const Place = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 48px 0;
`;

/** Where a screen appears while its code downloads (routeTable's lazy screens): top bar and sidebar stay. */
export function ScreenLoading() {
  return (
    <Place>
      <Spinner size={28} label="Loading" />
    </Place>
  );
}
