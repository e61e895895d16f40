import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { BrandMark, Icon, type IconName } from '../layout/icons';
import { theme } from '../ui/theme';

const Card = styled.section`
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
  padding: 40px 36px;
  text-align: center;
  background: ${theme.surface};
  border: 1px solid ${theme.border};
  border-radius: 14px;
  box-shadow: 0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.04);
`;

const Badge = styled.div<{ $tone: 'info' | 'warn' }>`
  width: 56px;
  height: 56px;
  margin: 0 auto 20px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  color: ${({ $tone }) => ($tone === 'warn' ? theme.danger : theme.accent)};
  background: ${({ $tone }) => ($tone === 'warn' ? '#fff1e8' : theme.accentSoft)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

const Text = styled.p`
  margin: 8px 0 0;
  color: ${theme.muted};
`;

const Actions = styled.div`
  margin-top: 24px;
  display: flex;
  justify-content: center;
  gap: 12px;
  flex-wrap: wrap;
`;

const Bare = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 28px;
  padding: 24px;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 18px;
  font-weight: 650;
`;

const InShell = styled.div`
  padding: 48px 0;
`;

export interface StatusPageProps {
  icon: IconName;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'warn';
  /** Full page with the product name (outside the signed-in layout) instead of a card in the content area. */
  bare?: boolean;
}

export function StatusPage({ icon, title, text, actions, tone = 'info', bare = false }: StatusPageProps) {
  const card = (
    <Card>
      <Badge $tone={tone}>
        <Icon name={icon} size={26} />
      </Badge>
      <Title>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
  if (!bare) return <InShell>{card}</InShell>;
  return (
    <Bare>
      <Brand>
        <BrandMark />
        Insights
      </Brand>
      {card}
    </Bare>
  );
}
