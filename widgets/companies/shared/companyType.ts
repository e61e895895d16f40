const TYPE_LABEL: Record<string, string> = { supplier: 'Supplier', broker: 'Broker', aggregator: 'Aggregator' };

/** Company type as the list and the detail header show it. */
export const companyTypeLabel = (type: string) => TYPE_LABEL[type] ?? type;
