import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useCallback, useState } from 'react';
import {
  companyQueries, type Alias, type Company, type FollowChange, type License, type RelatedCompany,
} from '../../core/api/companies';
import { changeDisplayName, companyDetailQueries, removeAlias, swapParentChild } from '../../core/api/companyDetail';
import { useApiContext } from '../../core/api/queryScope';
import { useToast } from '../../core/ui/Toast';
import { useFollow } from '../shared/useFollow';

/** A super-admin action waiting for its confirmation. */
export type AdminAction =
  | { kind: 'remove'; alias: Alias }
  | { kind: 'primary'; alias: Alias }
  | { kind: 'parent'; child: RelatedCompany };

/** The company detail screen: the company and its sections (each loads and fails on its own), Follow and the super-admin actions. */
export function useCompanyDetail(companyId: string) {
  const ctx = useApiContext();
  const queryClient = useQueryClient();
  const toast = useToast();

  const company = useQuery(companyDetailQueries.detail(ctx, companyId));
  const enabled = company.isSuccess;
  const licenses = useQuery({ ...companyDetailQueries.licenses(ctx, companyId), enabled });
  const contacts = useQuery({ ...companyDetailQueries.contacts(ctx, companyId), enabled });
  const addresses = useQuery({ ...companyDetailQueries.addresses(ctx, companyId), enabled });
  const aliases = useQuery({ ...companyDetailQueries.aliases(ctx, companyId), enabled });
  const related = useQuery({ ...companyDetailQueries.related(ctx, companyId), enabled });

  const { mutate: follow, isPending: followPending } = useFollow(
    useCallback((confirmed: FollowChange) => {
      const license = confirmed.license;
      if (license) {
        queryClient.setQueryData(companyDetailQueries.licenses(ctx, companyId).queryKey, (page) => page && {
          ...page,
          data: page.data.map((l) => l.stateCode === license.stateCode && l.commodity === license.commodity && l.licenseType === license.licenseType
            ? { ...l, isSubscribe: confirmed.follow } : l),
        });
      } else {
        queryClient.setQueryData(companyDetailQueries.detail(ctx, companyId).queryKey, (c) => c && { ...c, isSubscribe: confirmed.follow });
      }
      void queryClient.invalidateQueries({ queryKey: companyQueries.lists(ctx) });
    }, [queryClient, ctx, companyId]),
  );
  const [followingLicense, setFollowingLicense] = useState<number | null>(null);
  const followCompany = (target: Company) => follow({ companyId: target.id, follow: !target.isSubscribe });
  const followLicense = (target: Company, license: License) => {
    setFollowingLicense(license.id);
    follow({ companyId: target.id, follow: !license.isSubscribe, license, licenseId: license.id }, { onSettled: () => setFollowingLicense(null) });
  };

  const [pending, setPending] = useState<AdminAction | null>(null);
  // Stable: a confirmation dialog takes the focus back whenever its onCancel changes.
  const cancelAdmin = useCallback(() => setPending(null), []);
  const action = useMutation({
    mutationFn: async (p: AdminAction) => {
      if (p.kind === 'remove') await removeAlias(ctx.api, p.alias.id);
      else if (p.kind === 'primary') await changeDisplayName(ctx.api, { companyId, aliasId: p.alias.id });
      else await swapParentChild(ctx.api, { companyId, childCompanyId: p.child.id });
    },
    // Spec: the page reloads, i.e. everything of the company.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueries.company(ctx, companyId) }),
    onError: (error) => toast.error(error.message),
    onSettled: () => setPending(null),
  });

  return {
    company, licenses, contacts, addresses, aliases, related,
    follow: { company: followCompany, license: followLicense, companyBusy: followPending && followingLicense === null, followingLicense },
    admin: {
      pending,
      ask: setPending,
      cancel: cancelAdmin,
      confirm: () => pending && action.mutate(pending),
      busy: action.isPending,
    },
  };
}

export function useCaseHistory(companyId: string, licenseId: number) {
  return useQuery(companyDetailQueries.caseHistory(useApiContext(), companyId, licenseId));
}
