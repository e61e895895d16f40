/** Rollup plugin: leaves the element reference's prose out of the self-contained bundles. */
export function stripElementDocs(): {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
};
