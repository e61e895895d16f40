import { styled } from 'styled-components';
import { MODULE_RULE } from '../../../contract/users/constants';
import type { ClientModule } from '../../core/api/users';
import { t } from '../../core/ui/tokens';
import { Hint } from './formStyles';

const Group = styled.fieldset`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-bottom: 6px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 400;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${t.primary};
  }
`;

export interface ModuleChoicesProps {
  id: string;
  /** The client's add-on modules: what an admin may give. */
  modules: ClientModule[];
  /** A super admin holds every module: the boxes say so instead. */
  superAdmin: boolean;
  /** The ticked modules. */
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** Create/Update User: a checkbox per module of the client's add-ons, and the rule in words (issue 28). */
export function ModuleChoices({ id, modules, superAdmin, value, onChange }: ModuleChoicesProps) {
  // Controlled rather than registered: one checkbox alone would give react-hook-form a boolean, not a list.
  const toggle = (module: string, on: boolean) => onChange(on ? [...new Set([...value, module])] : value.filter((m) => m !== module));
  const hint = `${id}-hint`;
  return (
    <Group aria-describedby={hint}>
      <legend>Modules</legend>
      {superAdmin ? null : modules.length > 0 ? (
        <Choices>
          {modules.map((m) => (
            <label key={m.module}>
              <input type="checkbox" value={m.module} checked={value.includes(m.module)} onChange={(event) => toggle(m.module, event.target.checked)} />
              {m.name}
            </label>
          ))}
        </Choices>
      ) : null}
      <Hint id={hint}>
        {superAdmin
          ? 'A super admin holds every module.'
          : modules.length > 0
            ? MODULE_RULE
            : "This client has no module add-on yet: a super admin adds add-ons in SuperAdmin Settings. " + MODULE_RULE}
      </Hint>
    </Group>
  );
}
