import { styled } from 'styled-components';
import { Alert } from '../../core/ui/Alert';
import { EmptyState } from '../../core/ui/EmptyState';
import { Spinner } from '../../core/ui/Spinner';
import { WidgetFrame } from '../../core/ui/WidgetFrame';
import { CommodityIcon, LastPlace, MedalLogo } from '../../core/ui/market/MarketVisuals';
import { t } from '../../core/ui/tokens';
import { useFirstToWorst } from './useFirstToWorst';
import { withHostEvents } from '../../core/events/withHostEvents';
import { useReportReady } from '../../core/events/useReportReady';

export const FIRST_TO_WORST_HEADING = 'First to Worst';

const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: 22px;
  font-weight: 600;
  color: ${t.text};
`;

const Intro = styled.p`
  margin: 0 0 16px;
  max-width: 72ch;
  color: ${t.muted};
  font-size: 14px;
  line-height: 1.45;
`;

/** What the page ranks, in one line (the cards' medals and marker are otherwise unexplained). */
export const FIRST_TO_WORST_INTRO =
  "Each card ranks one utility's suppliers by their 12-month fixed price, cheapest first: gold, silver and bronze for the three lowest, Last for the highest.";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  padding: 14px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  /* Cards below the screen are laid out and painted only when scrolled near (a phone shows 6 of about 70). */
  content-visibility: auto;
  contain-intrinsic-size: auto 120px;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const State = styled.span`
  font-weight: 700;
`;

const Utility = styled.span`
  overflow: hidden;
  color: ${t.muted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Medals = styled.div`
  display: flex;
  gap: 10px;
  padding-top: 6px;
`;

/**
 * The suppliers' names as text under the logos: a logo's name was only in its image title, which a phone never shows
 * (no hover) and a tap does not reach (issue 38).
 */
const Names = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${t.muted};
  font-size: 12px;
  line-height: 1.4;
  > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  b {
    color: ${t.text};
    font-weight: 600;
  }
`;

/** An imported market's source and date, under its names: the page's own date is the modelled prices'. */
const Source = styled.p`
  margin: 0;
  color: ${t.muted};
  font-size: 12px;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px;
`;

export interface FirstToWorstProps {
  /** yyyy-mm-dd; the latest prices when absent. */
  effectiveFrom?: string | null;
  className?: string;
}

/** Public page (spec 2 §2 Public): per state and utility, the three best suppliers and the last one. No sign-in. */
export const FirstToWorst = withHostEvents('insights-first-to-worst', function FirstToWorst({ effectiveFrom, className }: FirstToWorstProps) {
  const { cards, date, isPending, isError, error } = useFirstToWorst(effectiveFrom);
  useReportReady(!isPending && !isError);
  return (
    <WidgetFrame label={FIRST_TO_WORST_HEADING} className={className}>
      <Heading part="header">{FIRST_TO_WORST_HEADING}</Heading>
      <Intro>
        {FIRST_TO_WORST_INTRO}
        {date && <> Prices of <time data-testid="prices-date">{date}</time>.</>}
      </Intro>
      {isPending ? (
        <Center><Spinner size={32} label="Loading" /></Center>
      ) : isError ? (
        <Alert variant="danger">{error?.message || 'Unknown error'}</Alert>
      ) : cards.length === 0 ? (
        <EmptyState title="No data available." />
      ) : (
        <Grid aria-label="Markets">
          {cards.map((card) => (
            <Card key={card.key} aria-label={`${card.state} ${card.utility}`}>
              <Title>
                <CommodityIcon commodity={card.commodity} />
                <State>{card.state}</State>
                <Utility title={card.utility}>{card.utility}</Utility>
              </Title>
              <Row>
                <Medals>
                  {card.medals.map((m) => <MedalLogo key={m.rank} rank={m.rank} supplierId={m.supplierId} name={m.name} />)}
                </Medals>
                {card.last && <LastPlace supplierId={card.last.supplierId} name={card.last.name} />}
              </Row>
              {/* Not a list: the cards are the page's list items, and a list inside each would count among them. */}
              <Names role="group" aria-label="Suppliers">
                {card.medals.map((m) => <span key={m.rank} data-supplier=""><b>{m.rank}</b> {m.name ?? `Supplier ${m.supplierId}`}</span>)}
                {card.last && <span data-supplier=""><b>Last</b> {card.last.name ?? `Supplier ${card.last.supplierId}`}</span>}
              </Names>
              {card.source && <Source data-testid="card-source">{card.source}</Source>}
            </Card>
          ))}
        </Grid>
      )}
    </WidgetFrame>
  );
});
