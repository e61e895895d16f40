import { styled } from 'styled-components';
import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '../../core/api/ApiError';
import { useInsights } from '../../core/config/context';
import { buildPath } from '../../core/config/routes';
import { useLink } from '../../core/config/links';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { Table } from '../../core/ui/table/Table';
import { useToast } from '../../core/ui/Toast';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { FollowButton } from '../shared/FollowButton';
import { hasVisibleExpiry } from '../shared/licenseTimeline';
import { LicenseTimelineView } from '../shared/LicenseTimelineView';
import { useExpiryWindow } from '../shared/useExpiryWindow';
import { BackToList } from './BackToList';
import { CompanyHeader } from './CompanyHeader';
import { visibleAddresses, visibleContacts } from './detailRows';
import { LicensesTable } from './LicensesSection';
import { OffersSection } from './OffersSection';
import { MERGE_SUCCESS, MergeDialog } from '../../core/companyMerge/MergeDialog';
import { addressColumns, contactColumns } from './peopleColumns';
import { AliasList, CompanyRelations } from './RelatedSections';
import { Section } from './Section';
import { useCompanyDetail } from './useCompanyDetail';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

export const NOT_FOUND_TEXT = 'Sorry! the data you are looking for could not be found';
export const CONFIRM_REMOVE = 'Are you sure you want to delete this item? This action cannot be undone.';
export const CONFIRM_PARENT = 'Are you sure you want to change parent? This action cannot be undone.';
export const CONFIRM_NAME = 'Are you sure you want to change name? This action cannot be undone.';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px;
`;

export interface CompanyDetailProps {
  companyId: string;
  className?: string;
}

/** Shown by an element placed before its host has given it a company-id. */
export const NO_COMPANY_TEXT = 'No company selected.';

/** Company detail (spec 1 §2): header, Licenses, Offers (issue 60), Contacts, Addresses, Aliases and Related Parties, Child Companies. */
export const CompanyDetail = withHostEvents('insights-company-detail', function CompanyDetail({ companyId, className }: CompanyDetailProps) {
  // An element's company-id may come later than the element itself (a host that sets it on a click).
  if (!companyId) {
    return (
      <WidgetFrame label="Company" className={className}>
        <EmptyState title={NO_COMPANY_TEXT} />
      </WidgetFrame>
    );
  }
  return <CompanyDetailOf companyId={companyId} className={className} />;
});

function CompanyDetailOf({ companyId, className }: CompanyDetailProps) {
  const { session, logoUrl, routes } = useInsights();
  const link = useLink();
  const superAdmin = Boolean(session?.isSuperAdmin);
  const toast = useToast();
  const { company, licenses, contacts, addresses, aliases, related, follow, admin } = useCompanyDetail(companyId);
  useReportReady(company.isSuccess);
  const [merging, setMerging] = useState(false);
  // Stable: the dialog takes the focus back whenever its onClose changes, which would swallow the typed search text.
  const closeMerge = useCallback(() => setMerging(false), []);

  const contactRows = useMemo(() => visibleContacts(contacts.data?.data ?? []), [contacts.data]);
  const addressRows = useMemo(() => visibleAddresses(addresses.data?.data ?? []), [addresses.data]);
  const licenseRows = licenses.data?.data;
  const expiryWindow = useExpiryWindow(hasVisibleExpiry(licenseRows ?? []));

  if (company.isPending) {
    return (
      <WidgetFrame label="Company" className={className}>
        <Centre><Spinner label="Loading" /></Centre>
      </WidgetFrame>
    );
  }
  if (company.isError) {
    const notFound = isApiError(company.error) && company.error.kind === 'not-found';
    return (
      <WidgetFrame label="Company" className={className}>
        <BackToList />
        {notFound ? <EmptyState title={NOT_FOUND_TEXT} /> : <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />}
      </WidgetFrame>
    );
  }

  const data = company.data;
  const relatedRows = related.data?.data ?? [];
  const parties = relatedRows.filter((r) => r.relation !== 'Child');
  const children = relatedRows.filter((r) => r.relation === 'Child');
  // Like every other section's count: the rows it lists (the aliases and the related parties), once both have come.
  const aliasAndPartyCount = aliases.data && related.data ? aliases.data.data.length + parties.length : undefined;
  const pending = admin.pending;
  const confirmText = pending?.kind === 'remove' ? CONFIRM_REMOVE : pending?.kind === 'parent' ? CONFIRM_PARENT : CONFIRM_NAME;

  return (
    <WidgetFrame label={data.legalName} className={className}>
      <BackToList />
      <CompanyHeader
        company={data}
        logoUrl={logoUrl}
        actions={
          <>
            <FollowButton
              size="md"
              following={data.isSubscribe}
              busy={follow.companyBusy}
              onToggle={() => follow.company(data)}
            />
            {superAdmin && <Button variant="secondary" onClick={() => setMerging(true)}>Merge</Button>}
          </>
        }
      />

      <Section title="Licenses" count={licenses.data?.totalRecords} error={licenses.error} onRetry={() => void licenses.refetch()}>
        {/* The table's own rows on a timeline; while they load the table's spinner says so for both. */}
        {licenseRows && licenseRows.length > 0 && <LicenseTimelineView licenses={licenseRows} windowDays={expiryWindow} />}
        <LicensesTable
          companyId={companyId}
          licenses={licenseRows ?? []}
          loading={licenses.isPending}
          followingId={follow.followingLicense}
          onFollow={(license) => follow.license(data, license)}
        />
      </Section>

      <OffersSection companyId={companyId} enabled={company.isSuccess} />

      <Section title="Contacts" count={contactRows.length} error={contacts.error} onRetry={() => void contacts.refetch()}>
        <Table label="Contacts" data={contactRows} columns={contactColumns} loading={contacts.isPending} getRowId={(r) => String(r.id)} />
      </Section>

      <Section title="Addresses" count={addressRows.length} error={addresses.error} onRetry={() => void addresses.refetch()}>
        <Table label="Addresses" data={addressRows} columns={addressColumns} loading={addresses.isPending} getRowId={(r) => String(r.id)} />
      </Section>

      <Section title="Aliases and Related Parties" count={aliasAndPartyCount} error={aliases.error ?? related.error} onRetry={() => { void aliases.refetch(); void related.refetch(); }}>
        {aliases.isPending || related.isPending ? (
          <Spinner label="Loading" />
        ) : (
          <>
            <AliasList
              aliases={aliases.data?.data ?? []}
              superAdmin={superAdmin}
              onSetPrimary={(alias) => admin.ask({ kind: 'primary', alias })}
              onRemove={(alias) => admin.ask({ kind: 'remove', alias })}
            />
            <div style={{ height: 12 }} />
            <CompanyRelations companies={parties} companyRoute={routes.company} emptyText="No related parties." label="Related parties" />
          </>
        )}
      </Section>

      <Section title="Child Companies" count={children.length} error={related.error}>
        {!related.isPending && (
          <CompanyRelations
            companies={children}
            companyRoute={routes.company}
            emptyText="No child companies."
            label="Child companies"
            action={superAdmin ? (child) => (
              <Button variant="secondary" size="sm" onClick={() => admin.ask({ kind: 'parent', child })}>Set Parent</Button>
            ) : undefined}
          />
        )}
      </Section>

      <ConfirmDialog
        open={pending !== null}
        message={confirmText}
        busy={admin.busy}
        onCancel={admin.cancel}
        onConfirm={admin.confirm}
      />
      {merging && (
        <MergeDialog
          source={data}
          onClose={closeMerge}
          onMerged={(target) => {
            setMerging(false);
            toast.success(MERGE_SUCCESS);
            // The source company is gone: show the company it was merged into.
            const path = buildPath(routes.company, { companyId: target.id });
            link.go(path);
          }}
        />
      )}
    </WidgetFrame>
  );
}
