import { styled } from 'styled-components';
import { useState, type ReactNode } from 'react';
import type { Company } from '../../core/api/companies';
import { Badge } from '../../core/ui/Badge';
import { LicenseTypeTerm } from '../../core/ui/LicenseTypeTerm';
import { t, VISUALLY_HIDDEN } from '../../core/ui/tokens';
import { companyTypeLabel } from '../shared/companyType';
import { logoSrc } from './detailRows';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
`;

const LogoBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  flex: none;
  overflow: hidden;
  border-radius: 14px;
  background: ${t.surfaceMuted};
  border: 1px solid ${t.border};
  color: ${t.muted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Titles = styled.div`
  flex: 1 1 260px;
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0 0 4px;
  font-size: 22px;
  font-weight: 600;
  letter-spacing: -0.01em;
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 16px;
  margin: 0;
  color: ${t.muted};
  div {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  dt {
    font-size: 13px;
  }
  dd {
    margin: 0;
  }
`;

const Domain = styled.dd`
  color: ${t.text};
`;

const VisuallyHidden = styled.dt`
  ${VISUALLY_HIDDEN}
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

function FallbackIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="none" role="img" aria-label="No logo">
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function CompanyHeader({ company, logoUrl, actions }: { company: Company; logoUrl?: string; actions?: ReactNode }) {
  const src = logoSrc(logoUrl, company.emailDomain);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Head part="header">
      <LogoBox>
        {src && failed !== src ? (
          <img src={src} alt={`${company.legalName} logo`} onError={() => setFailed(src)} />
        ) : (
          <FallbackIcon />
        )}
      </LogoBox>
      <Titles>
        <Name>{company.legalName}</Name>
        <Meta>
          {company.emailDomain && (
            <div>
              <VisuallyHidden>Domain</VisuallyHidden>
              <Domain>{company.emailDomain}</Domain>
            </div>
          )}
          <div>
            <dt>Company type</dt>
            <dd><Badge variant="neutral">{companyTypeLabel(company.companyType)}</Badge></dd>
          </div>
          {company.licenseType && (
            <div>
              <dt>License type</dt>
              <dd>
                {company.licenseType.split(', ').filter(Boolean).map((type) => (
                  <Badge key={type} variant={type === 'Supplier' ? 'info' : 'neutral'} style={{ marginRight: 4 }}><LicenseTypeTerm type={type} /></Badge>
                ))}
              </dd>
            </div>
          )}
        </Meta>
      </Titles>
      <Actions>{actions}</Actions>
    </Head>
  );
}
