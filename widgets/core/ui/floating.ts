import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react-dom';

import { VIEWPORT_MARGIN } from './keepInWindow';

export { VIEWPORT_MARGIN };

export interface AnchoredOptions {
  /** Whether the floating element is shown (it is positioned only then, and follows scrolls and resizes). */
  open: boolean;
  /** Where it goes when there is room: e.g. 'bottom-end' (below, right edges aligned), 'bottom-start'. */
  placement?: Placement;
  /** Space between the anchor and the floating element (px). */
  gap?: number;
  /** The floating element takes the anchor's width (a select's list). */
  matchWidth?: boolean;
  /** The anchor, when the caller has it as an element rather than through `refs.setReference` (a lazily loaded menu). */
  reference?: Element | null;
}

/**
 * One placement rule for every popover, menu and dropdown of the widgets (Floating UI): below its anchor when there is
 * room, above when there is not (flip), slid along the edge to stay inside the window (shift), and never wider or
 * taller than the room left (size: max-width, and `--insights-floating-max-height` for the element's CSS), wherever the host page puts the anchor. `fixed` so that a scrolling table or a
 * card with `overflow: hidden` around the anchor does not clip it. Pass `setAnchor` and `setFloating` as the two elements' `ref`, and `floatingStyles` as the floating one's `style`.
 */
export function useAnchoredFloating({ open, placement = 'bottom-start', gap = 6, matchWidth = false, reference }: AnchoredOptions) {
  const { refs, floatingStyles } = useFloating({
    open,
    ...(reference !== undefined ? { elements: { reference } } : {}),
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: VIEWPORT_MARGIN }),
      shift({ padding: VIEWPORT_MARGIN }),
      size({
        padding: VIEWPORT_MARGIN,
        apply({ availableWidth, availableHeight, rects, elements }) {
          const style = elements.floating.style;
          style.maxWidth = `${Math.max(0, availableWidth)}px`;
          // A variable, so that each element keeps its own cap: max-height: min(280px, var(--insights-floating-max-height)).
          style.setProperty('--insights-floating-max-height', `${Math.max(120, Math.floor(availableHeight))}px`);
          if (matchWidth) style.width = `${rects.reference.width}px`;
        },
      }),
    ],
  });
  // Callbacks for `ref={...}` (named so that the hooks linter does not take them for refs read during render).
  return { setAnchor: refs.setReference, setFloating: refs.setFloating, floatingStyles };
}
