import { startTransition, useMemo, useState, type FunctionComponent } from 'react';

export interface MeshOnPointer {
  /** True once a pointer has come over the chart: put nivo's 'mesh' layer in the chart's layers from then on. */
  armed: boolean;
  /** Until then, this layer in its place: a transparent box over the plot that arms the mesh. */
  Waiting: FunctionComponent<{ innerWidth: number; innerHeight: number }>;
}

/**
 * nivo's hover mesh (its 'mesh' layer: a Delaunay triangulation of every point, for the tooltips) built only when a
 * pointer first comes over the chart, in the background. On /ranking's ~1,500 points it was the longest task left of
 * a cold load (20 ms and more of one task before any throttling; Lighthouse counts it 4×), spent for a page that may
 * never be hovered. With a mouse the first tooltip shows from the pointer's next move; a touch builds it at once.
 */
export function useMeshOnPointer(): MeshOnPointer {
  const [armed, setArmed] = useState(false);
  const Waiting = useMemo(() => {
    const arm = () => startTransition(() => setArmed(true));
    // A touch arms it at once: the mouse events a tap sends after the touch then find the mesh, as before.
    const armNow = () => setArmed(true);
    return function WaitingForPointer({ innerWidth, innerHeight }: { innerWidth: number; innerHeight: number }) {
      return <rect width={Math.max(0, innerWidth)} height={Math.max(0, innerHeight)} fill="transparent" data-mesh="waiting" onPointerEnter={arm} onTouchStart={armNow} />;
    };
  }, []);
  return { armed, Waiting };
}
