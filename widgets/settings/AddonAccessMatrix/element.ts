import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { AddonAccessMatrix } from './AddonAccessMatrix';

export const ADDON_ACCESS_TAG = 'insights-addon-access';

defineWidget(ADDON_ACCESS_TAG, AddonAccessMatrix, {
  description: "Settings → Super admin: which client has which add-on modules (super admins only).",
  parts: partDocs('frame', 'header', ...TABLE_PARTS),
});
