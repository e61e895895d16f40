import { useEffect } from 'react';
import { useHostEvents } from './HostEventsContext';

/**
 * A screen calls this with whether its first data is on screen (an empty reply counts: the screen says so). The
 * effect runs after React committed that render; the widget sends `insights-ready` only the first time.
 */
export function useReportReady(shown: boolean): void {
  const { emit } = useHostEvents();
  useEffect(() => {
    if (shown) emit('insights-ready', { tag: '' });
  }, [shown, emit]);
}
