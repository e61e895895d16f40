import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { FoundSuppliers } from './FoundSuppliers';

export const FOUND_SUPPLIERS_TAG = 'insights-found-suppliers';

defineWidget(FOUND_SUPPLIERS_TAG, FoundSuppliers, {
  description:
    'Settings → Super admin → Suppliers found in offers: the companies an offers import created for suppliers no company matched, with their markets, offers and first sighting; Merge folds one into the right company (super admins only).',
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate'],
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
