import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT } from '../../core/format/date';
import { AUDIT_ACTIONS } from '../../../contract/users/constants';
import type { AuditRecord } from '../../core/api/users';

/** 'Blocked user' for a known action key; an unknown key reads as it came. */
export function auditActionText(action: string | null | undefined): string {
  if (!action) return '';
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** An audit record is an instant: shown in the reader's local time, e.g. '11/23/2026 08:05 AM'. */
export function auditWhen(createdOn: string | null | undefined): string {
  if (!createdOn) return '';
  const date = parseISO(createdOn);
  return isValid(date) ? format(date, `${DATE_FORMAT} hh:mm a`) : '';
}

/** 'Blocked user (role Member → Admin) by Alex Admin'. */
export function auditLine(record: AuditRecord): string {
  const who = record.actorName?.trim() || record.actorEmail || '';
  const detail = record.detail?.trim() ? ` (${record.detail.trim()})` : '';
  return `${auditActionText(record.action)}${detail}${who ? ` by ${who}` : ''}`;
}
