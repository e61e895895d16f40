/** Rollup plugin: styled-components' CSS without indentation, line breaks and comments in the self-contained bundles. */
export function minifyStyles(): {
  name: string;
  transform(code: string, id: string): { code: string; map: unknown } | null;
};
