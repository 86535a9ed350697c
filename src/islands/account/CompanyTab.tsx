import { useCallback } from 'react';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Skeleton } from '@/components/ui/skeleton';
import { CompanyCover } from './CompanyCover';
import { CompanyDocuments } from './CompanyDocuments';
import { CompanyForm } from './CompanyForm';

/** The Company tab (company accounts only): cover image and public link, the company profile, legal documents. */
export function CompanyTab() {
  const company = useApi(useCallback(() => api.account.company.query(), []));
  const data = company.data;
  if (!data) return <Skeleton className="h-64 w-full" />;
  const { companyId, name, address, phone, contactPerson, email, website, description } = data;
  return (
    <div className="grid gap-4">
      <CompanyCover companyId={data.id} name={name} coverKey={data.coverKey} onChanged={company.reload} />
      <CompanyForm values={{ companyId, name, address, phone, contactPerson, email, website, description }} onSaved={company.reload} />
      <CompanyDocuments />
    </div>
  );
}
