/**
 * Input masks of the user form (spec 2 §5): phone (999) 999-9999 and zip 99999-9999. They format digits as they
 * are typed; a partial value stays partial (the form's rule reports it), and deleting a separator deletes it.
 */
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function maskPhone(value: string): string {
  const d = digits(value, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export function maskZip(value: string): string {
  const d = digits(value, 9);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}
