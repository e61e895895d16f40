/** Spec 1 'License Type display': split by '|', drop parts equal to 'n/a', join the rest with ' - '. */
export function formatLicenseType(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.toLowerCase() !== 'n/a')
    .join(' - ');
}
