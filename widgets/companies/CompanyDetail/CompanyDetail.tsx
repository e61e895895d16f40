import styled from 'styled-components';
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeDisplayName, removeAlias, swapParentChild, type Alias, type Company, type License, type ListPage, type RelatedCompany,
} from '../../core/api/companies';
import { isApiError } from '../../core/api/ApiError';
import { useApi } from '../../core/api/useApi';
import { useInsights } from '../../core/config/context';
import { buildPath } from '../../core/config/routes';
import { Button } from '../../core/ui/Button';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { Spinner } from '../../core/ui/Spinner';
import { Table } from '../../core/ui/table/Table';
import { useToast } from '../../core/ui/Toast';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { FollowButton } from '../shared/FollowButton';
import { useFollow } from '../shared/useFollow';
import { CompanyHeader } from './CompanyHeader';
import { visibleAddresses, visibleContacts } from './detailRows';
import { LicensesTable } from './LicensesSection';
import { MERGE_SUCCESS, MergeDialog } from './MergeDialog';
import { addressColumns, contactColumns } from './peopleColumns';
import { AliasList, CompanyRelations } from './RelatedSections';
import { Section } from './Section';
import { useCompanyDetail, useCompanyKey, useReloadCompany } from './useCompanyDetail';

export const NOT_FOUND_TEXT = 'Sorry! the data you are looking for could not be found';
export const CONFIRM_REMOVE = 'Are you sure you want to delete this item? This action cannot be undone.';
export const CONFIRM_PARENT = 'Are you sure you want to change parent? This action cannot be undone.';
export const CONFIRM_NAME = 'Are you sure you want to change name? This action cannot be undone.';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px;
`;

type Pending =
  | { kind: 'remove'; alias: Alias }
  | { kind: 'primary'; alias: Alias }
  | { kind: 'parent'; child: RelatedCompany }
  | null;

export interface CompanyDetailProps {
  companyId: string;
  className?: string;
}

/** Company detail (spec 1 §2): header, Licenses, Contacts, Addresses, Aliases and Related Parties, Child Companies. */
export function CompanyDetail({ companyId, className }: CompanyDetailProps) {
  const { session, logoUrl, routes, navigate } = useInsights();
  const superAdmin = Boolean(session?.isSuperAdmin);
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = useCompanyKey(companyId);
  const { company, licenses, contacts, addresses, aliases, related } = useCompanyDetail(companyId);
  const reload = useReloadCompany(companyId);
  const [merging, setMerging] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [followingLicense, setFollowingLicense] = useState<number | null>(null);

  const follow = useFollow(
    useCallback((confirmed) => {
      if (confirmed.StateCode) {
        queryClient.setQueryData<ListPage<License>>([...key, 'licenses'], (page) => page && {
          ...page,
          data: page.data.map((l) => l.stateCode === confirmed.StateCode && l.commodity === confirmed.Commodity && l.licenseType === confirmed.LicenseType
            ? { ...l, isSubscribe: confirmed.IsSubscribe } : l),
        });
      } else {
        queryClient.setQueryData<Company>([...key, 'detail'], (c) => c && { ...c, isSubscribe: confirmed.IsSubscribe });
      }
      void queryClient.invalidateQueries({ queryKey: ['insights', key[1], 'companies', 'list'] });
    // key is derived from companyId
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [queryClient, companyId]),
  );

  const action = useMutation({
    mutationFn: async (p: NonNullable<Pending>) => {
      if (p.kind === 'remove') await removeAlias(api, p.alias.id);
      else if (p.kind === 'primary') await changeDisplayName(api, companyId, p.alias.id);
      else await swapParentChild(api, companyId, p.child.id);
    },
    onSuccess: () => void reload(),
    onError: (error) => toast.error(error.message),
    onSettled: () => setPending(null),
  });

  const contactRows = useMemo(() => visibleContacts(contacts.data?.data ?? []), [contacts.data]);
  const addressRows = useMemo(() => visibleAddresses(addresses.data?.data ?? []), [addresses.data]);

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
        {notFound ? <EmptyState title={NOT_FOUND_TEXT} /> : <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />}
      </WidgetFrame>
    );
  }

  const data = company.data;
  const relatedRows = related.data?.data ?? [];
  const parties = relatedRows.filter((r) => r.relation !== 'Child');
  const children = relatedRows.filter((r) => r.relation === 'Child');
  const confirmText = pending?.kind === 'remove' ? CONFIRM_REMOVE : pending?.kind === 'parent' ? CONFIRM_PARENT : CONFIRM_NAME;

  return (
    <WidgetFrame label={data.legalName} className={className}>
      <CompanyHeader
        company={data}
        logoUrl={logoUrl}
        actions={
          <>
            <FollowButton
              size="md"
              following={data.isSubscribe}
              busy={follow.isPending && !followingLicense}
              onToggle={() => follow.mutate({ CompanyId: data.id, IsSubscribe: !data.isSubscribe })}
            />
            {superAdmin && <Button variant="secondary" onClick={() => setMerging(true)}>Merge</Button>}
          </>
        }
      />

      <Section title="Licenses" count={licenses.data?.totalRecords} error={licenses.error} onRetry={() => void licenses.refetch()}>
        <LicensesTable
          companyId={companyId}
          licenses={licenses.data?.data ?? []}
          loading={licenses.isPending}
          followingId={followingLicense}
          onFollow={(license) => {
            setFollowingLicense(license.id);
            follow.mutate(
              {
                CompanyId: data.id, IsSubscribe: !license.isSubscribe, StateCode: license.stateCode ?? undefined,
                Commodity: license.commodity ?? undefined, LicenseType: license.licenseType ?? undefined,
              },
              { onSettled: () => setFollowingLicense(null) },
            );
          }}
        />
      </Section>

      <Section title="Contacts" count={contactRows.length} error={contacts.error} onRetry={() => void contacts.refetch()}>
        <Table label="Contacts" data={contactRows} columns={contactColumns} loading={contacts.isPending} getRowId={(r) => String(r.id)} />
      </Section>

      <Section title="Addresses" count={addressRows.length} error={addresses.error} onRetry={() => void addresses.refetch()}>
        <Table label="Addresses" data={addressRows} columns={addressColumns} loading={addresses.isPending} getRowId={(r) => String(r.id)} />
      </Section>

      <Section title="Aliases and Related Parties" error={aliases.error ?? related.error} onRetry={() => { void aliases.refetch(); void related.refetch(); }}>
        {aliases.isPending || related.isPending ? (
          <Spinner label="Loading" />
        ) : (
          <>
            <AliasList
              aliases={aliases.data?.data ?? []}
              superAdmin={superAdmin}
              onSetPrimary={(alias) => setPending({ kind: 'primary', alias })}
              onRemove={(alias) => setPending({ kind: 'remove', alias })}
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
              <Button variant="secondary" size="sm" onClick={() => setPending({ kind: 'parent', child })}>Set Parent</Button>
            ) : undefined}
          />
        )}
      </Section>

      <ConfirmDialog
        open={pending !== null}
        message={confirmText}
        busy={action.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && action.mutate(pending)}
      />
      {merging && (
        <MergeDialog
          source={data}
          onClose={() => setMerging(false)}
          onMerged={(target) => {
            setMerging(false);
            toast.success(MERGE_SUCCESS);
            void queryClient.invalidateQueries({ queryKey: ['insights', key[1]] });
            // The source company is gone: show the company it was merged into.
            const path = buildPath(routes.company, { companyId: target.id });
            if (navigate) navigate(path);
          }}
        />
      )}
    </WidgetFrame>
  );
}
