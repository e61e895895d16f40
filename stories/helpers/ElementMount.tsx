import { useEffect, useRef } from 'react';

/**
 * Creates a custom element imperatively, as a plain HTML page would, so the story shows the
 * element's own behaviour rather than React's handling of custom elements.
 */
export function ElementMount({ tag, attributes = {} }: { tag: string; attributes?: Record<string, string> }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    host.current?.append(element);
    return () => element.remove();
    // Attributes are fixed per story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  return <div ref={host} />;
}
