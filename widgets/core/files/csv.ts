/** The widgets' CSV writer is the product's one writer (contract/csv.ts), shared with the server's files. */
export { csvCell, toCsv, toCsvColumns, UTF8_BOM, type CsvValue } from '../../../contract/csv';
