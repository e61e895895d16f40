export { RawDataPage, type RawDataPageProps } from './RawDataPage';
export { DownloadButton, FlagCell, StateCell } from './cells';
export { useRawDataDownload } from './useRawDataDownload';
export { RawDataScreen, type RawDataScreenProps, type RawDataFileRow } from './RawDataScreen';
