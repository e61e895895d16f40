export { formatDate, formatDateOrNA, formatDateSafe, INVALID_DATE_MESSAGE, type FormatDateOptions, type DateInput } from './date';
export { formatLicenseType } from './text';
export { formatPrice, formatCount } from './number';
