export { csvCell, toCsv, toCsvColumns, UTF8_BOM, type CsvValue } from './csv';
export { downloadUrl, fileNameFrom, saveBlob, saveText } from './download';
