export const notificationSchema = {
  type: 'object',
  required: ['id', 'isRead', 'eventType', 'licenseId', 'createdOn', 'message'],
  properties: {
    id: { type: 'integer' },
    isRead: { type: 'boolean' },
    eventType: { type: 'string', enum: ['New', 'Renewal', 'Expiry'] },
    licenseId: { type: 'integer' },
    licenseNumber: { type: ['string', 'null'] },
    companyId: { type: ['string', 'null'] },
    legalName: { type: ['string', 'null'] },
    licenseRegisteredDate: { type: ['string', 'null'] },
    licenseExpiryDate: { type: ['string', 'null'] },
    createdOn: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

export const dataOne = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'integer' } },
} as const;
