import type { ComponentProps } from 'react';
import type { StyleSheetManager } from 'styled-components';

type ShouldForwardProp = NonNullable<ComponentProps<typeof StyleSheetManager>['shouldForwardProp']>;

/**
 * What the widgets' styled elements pass on to the DOM: every prop, as styled-components does by default (it has
 * dropped the `$` transient ones before asking). withHostEvents, which every screen passes through in a React host
 * and in an element, gives this to a StyleSheetManager, so styled-components stops warning 'unknown prop "part" is
 * being sent through to the DOM' for each region that names its `::part()`: the list behind that development warning
 * (@emotion/is-prop-valid) does not know the `part` attribute, which the elements need in the DOM. React's own
 * warning for a prop no DOM element takes still shows.
 */
export const forwardToDom: ShouldForwardProp = () => true;
