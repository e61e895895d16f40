export { RawDataPage, type RawDataPageProps } from './RawDataPage';
export { DownloadButton, FlagCell, StateCell } from './cells';
export { useRawDataDownload } from './useRawDataDownload';
export { downloadFile, fileNameFrom } from './downloadFile';
export { RawDataScreen, type RawDataScreenProps, type RawDataFileRow } from './RawDataScreen';
