import { useState } from 'react';
import { getCompanies, type Company } from '../../core/api/companies';
import { useApiContext } from '../../core/api/queryScope';
import type { ListState } from './listState';

const EXPORT_PAGE_SIZE = 500;

/** 'Export CSV': every page of the current search and filters, saved as companies.csv. */
export function useCompanyExport(onError: (message: string) => void) {
  const { api } = useApiContext();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (state: ListState) => {
    setExporting(true);
    try {
      const rows: Company[] = [];
      for (let page = 1; ; page++) {
        const reply = await getCompanies(api, { ...state, page, pageSize: EXPORT_PAGE_SIZE });
        rows.push(...reply.data);
        if (reply.data.length < EXPORT_PAGE_SIZE || rows.length >= reply.totalRecords) break;
      }
      // The CSV writer and the file saver load on the first export, not with the list.
      const [{ companiesCsv }, { saveText }] = await Promise.all([import('./csv'), import('../../core/files/download')]);
      saveText('companies.csv', companiesCsv(rows));
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
