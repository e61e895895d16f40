import { styled } from 'styled-components';
import { useLink } from '../../core/config/links';
import { t } from '../../core/ui/tokens';
import { shadeFill, shadeText } from './mapColours';
import { US_MAP_HEIGHT, US_MAP_WIDTH, type UsStateShape } from './usStateShapes';

/**
 * The north-eastern states and DC are a few pixels wide on the map: each also gets a labelled box in the Atlantic
 * off the coast, a larger target for a pointer. The shapes stay the keyboard and screen-reader targets; the boxes
 * are extra pointer targets, hidden from assistive technology so each state is announced once.
 */
export const SMALL_STATES = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC'];
/** In the Atlantic east of New Jersey, inside the atlas frame: on a phone, where they are hidden, nothing is left over. */
const BOX = { x: 921, top: 232, width: 50, height: 26, gap: 34 };
export const VIEW_WIDTH = US_MAP_WIDTH;
export const VIEW_HEIGHT = US_MAP_HEIGHT;
const boxY = (index: number) => BOX.top + index * BOX.gap;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${VIEW_WIDTH} / ${VIEW_HEIGHT};
  a {
    outline: none;
    cursor: pointer;
  }
  path {
    stroke: ${t.surface};
    stroke-width: 0.75;
    stroke-linejoin: round;
  }
  a:hover path,
  a:hover rect {
    filter: brightness(0.92);
  }
  .outline {
    fill: none;
    stroke: ${t.text};
    stroke-width: 2;
    pointer-events: none;
  }
  /* Focus: thicker, in the text colour, so it stands out on the darkest shade as on the neutral grey. */
  .outline.focused {
    stroke-width: 3.5;
  }
  rect {
    stroke: ${t.border};
    stroke-width: 1;
  }
  text {
    font-size: 13px;
    font-weight: 600;
    text-anchor: middle;
    dominant-baseline: central;
    pointer-events: none;
  }
  /* Drawn narrow (a phone, a host's side column) the boxes' labels would be 5 px tall: the table serves there.
     The map's own width decides (LicenseMap's Plot is the container), not the window's. */
  @container (max-width: 559.98px) {
    .small-states {
      display: none;
    }
  }
`;

export interface DrawnState {
  shape: UsStateShape;
  /** Null: no data for the state (not in the reply), drawn neutral and not a link. */
  href: string | null;
  shade: number | null;
  label: string;
}

export interface StatesSvgProps {
  states: DrawnState[];
  active: string | null;
  focused: boolean;
  tooltipId: string;
  onActivate: (code: string, byFocus: boolean) => void;
  onDeactivate: (code: string) => void;
}

/** The map: one link per state with data (its accessible name the count), neutral shapes for the others. */
// JSX types <a> as HTML's anchor; inside <svg> React creates SVG's <a>, a link that takes focus and Enter the same.
export function StatesSvg({ states, active, focused, tooltipId, onActivate, onDeactivate }: StatesSvgProps) {
  const link = useLink();
  const activeShape = states.find((state) => state.shape.code === active)?.shape;
  return (
    <Svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} role="group" aria-label="Map of the United States" part="map">
      {states.map(({ shape, href, shade, label }) => {
        const path = <path d={shape.d} fill={shadeFill(shade)} data-state={shape.code} />;
        if (!href) return <g key={shape.code} aria-hidden="true">{path}</g>;
        return (
          <a
            key={shape.code}
            href={link.href(href)}
            aria-label={label}
            aria-describedby={active === shape.code ? tooltipId : undefined}
            onClick={link.onClick(href)}
            onPointerEnter={() => onActivate(shape.code, false)}
            onPointerLeave={() => onDeactivate(shape.code)}
            onFocus={() => onActivate(shape.code, true)}
            onBlur={() => onDeactivate(shape.code)}
          >
            {path}
          </a>
        );
      })}
      {activeShape && <path className={focused ? 'outline focused' : 'outline'} d={activeShape.d} />}
      <g className="small-states" aria-hidden="true">
        {SMALL_STATES.map((code, index) => {
          const state = states.find((s) => s.shape.code === code);
          if (!state) return null;
          const box = (
            <>
              <rect x={BOX.x} y={boxY(index)} width={BOX.width} height={BOX.height} rx={4} fill={shadeFill(state.shade)} />
              <text x={BOX.x + BOX.width / 2} y={boxY(index) + BOX.height / 2} fill={shadeText(state.shade)}>
                {code}
              </text>
            </>
          );
          if (!state.href) return <g key={code}>{box}</g>;
          return (
            <a
              key={code}
              href={link.href(state.href)}
              tabIndex={-1}
              onClick={link.onClick(state.href)}
              onPointerEnter={() => onActivate(code, false)}
              onPointerLeave={() => onDeactivate(code)}
            >
              {box}
            </a>
          );
        })}
      </g>
    </Svg>
  );
}
