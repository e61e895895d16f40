import { useEffect, useRef } from 'react';

/**
 * Creates a custom element imperatively, as a plain HTML page would, so the story shows the
 * element's own behaviour rather than React's handling of custom elements.
 */
export function ElementMount({ tag, attributes = {} }: { tag: string; attributes?: Record<string, string> }) {
  const host = useRef<HTMLDivElement>(null);
  // Stories pass a new attributes object on every render; the element is rebuilt only when its content changes.
  const attributeText = JSON.stringify(attributes);
  useEffect(() => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(JSON.parse(attributeText) as Record<string, string>)) {
      element.setAttribute(name, value);
    }
    host.current?.append(element);
    return () => element.remove();
  }, [tag, attributeText]);
  return <div ref={host} />;
}
