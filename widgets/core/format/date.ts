/** Date formatting rules are shared with the server's files and notification wording: they live in contract/. */
export { formatDate, formatDateOrNA, formatDateSafe, parseDay, INVALID_DATE_MESSAGE, type FormatDateOptions, type DateInput } from '../../../contract/format/date';
