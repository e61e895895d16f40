import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError as RhfFieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { US_STATES } from '../../../contract/users/constants';
import { PHONE_MASK, ZIP_MASK } from '../../../contract/users/formValues';
import type { ClientModule, User } from '../../core/api/users';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import { FieldBox, FormGrid, Input, Required, Select } from './formStyles';
import { ModuleChoices } from './ModuleChoices';
import { maskPhone, maskZip } from './masks';
import { FieldProblem, invalidProps } from '../../core/ui/FieldProblem';
import { lazyResolver } from '../../core/ui/lazyResolver';
import {
  emptyValues, formTitle, roleOptions, submitLabel, valuesOfUser, type UserFormMode, type UserFormValues,
} from './userForm';

export interface UserFormModalProps {
  open: boolean;
  mode: UserFormMode;
  /** The record being updated ('update' and 'own'). */
  user?: User | null;
  callerIsSuperAdmin: boolean;
  /**
   * The modules the client's add-ons allow: a checkbox each ('create' and 'update'). Undefined while they load;
   * the form then shows no module field.
   */
  modules?: ClientModule[];
  saving?: boolean;
  /** Values after the mode's schema (trimmed); only the mode's fields are meaningful. */
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}

/** Spec 2 §2 Create/Update User: static backdrop, hidden time zone, the §5 rules through the shared schema. */
export function UserFormModal({ open, mode, user, callerIsSuperAdmin, modules, saving = false, onSubmit, onClose }: UserFormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      staticBackdrop
      title={formTitle(mode)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {submitLabel(mode)}
          </Button>
        </>
      }
    >
      {open && (
        <UserForm
          key={`${mode}:${user?.id ?? 'new'}`}
          id={formId}
          mode={mode}
          user={user}
          callerIsSuperAdmin={callerIsSuperAdmin}
          modules={modules}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

function Field({ id, label, required, error, hint, wide, children }: { id: string; label: string; required?: boolean; error?: RhfFieldError; hint?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <FieldBox $wide={wide}>
      <label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </label>
      {children}
      <FieldProblem id={id} error={error} hint={hint} />
    </FieldBox>
  );
}

/** An input whose typed text goes through a mask before the form sees it. */
const masked = (field: UseFormRegisterReturn, mask: (value: string) => string): UseFormRegisterReturn => ({
  ...field,
  onChange: (event) => {
    const target = event.target as HTMLInputElement;
    target.value = mask(target.value);
    return field.onChange(event);
  },
});

/** Each mode's rules, downloaded on the form's first validation (or its first focus), not with the users screens. */
const rulesOf = (mode: UserFormMode) => lazyResolver(() => import('./userFormRules').then((rules) => rules.resolverFor(mode)));
const resolvers: Record<UserFormMode, ReturnType<typeof rulesOf>> = { create: rulesOf('create'), update: rulesOf('update'), own: rulesOf('own') };

function UserForm({ id, mode, user, callerIsSuperAdmin, modules, onSubmit }: { id: string; mode: UserFormMode; user?: User | null; callerIsSuperAdmin: boolean; modules?: ClientModule[]; onSubmit: (values: UserFormValues) => void }) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: resolvers[mode],
    defaultValues: mode === 'create' || !user ? emptyValues() : valuesOfUser(user),
    mode: 'onTouched',
  });
  // useWatch, not watch(): the React Compiler can keep this component memoized.
  const [role, chosenModules] = useWatch({ control, name: ['role', 'modules'] });
  const f = (name: string) => `${id}-${name}`;
  const roles = roleOptions(callerIsSuperAdmin);
  const currentRole = user?.role;
  if (mode === 'update' && currentRole && !roles.includes(currentRole as (typeof roles)[number])) roles.push(currentRole as (typeof roles)[number]);

  return (
    <form id={id} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} onFocus={() => void resolvers[mode].preload()}>
      <FormGrid>
        <Field id={f('email')} label="Email Address" required={mode === 'create'} error={errors.emailAddress} wide>
          {mode === 'create' ? (
            <Input id={f('email')} type="email" autoComplete="off" {...invalidProps(f('email'), errors.emailAddress)} {...register('emailAddress')} />
          ) : (
            <Input id={f('email')} type="email" value={user?.emailAddress ?? ''} disabled readOnly />
          )}
        </Field>
        {mode === 'create' && (
          <Field id={f('password')} label="Password" error={errors.password} hint="Optional: without one, the user sets it through Reset Password." wide>
            <Input id={f('password')} type="password" autoComplete="new-password" {...invalidProps(f('password'), errors.password, true)} {...register('password')} />
          </Field>
        )}
        {mode !== 'own' && (
          <Field id={f('role')} label="Role" required error={errors.role} wide>
            <Select id={f('role')} {...invalidProps(f('role'), errors.role)} {...register('role')}>
              <option value="">Select Role</option>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field id={f('first')} label="First Name" required error={errors.firstName}>
          <Input id={f('first')} autoComplete="off" {...invalidProps(f('first'), errors.firstName)} {...register('firstName')} />
        </Field>
        <Field id={f('last')} label="Last Name" required error={errors.lastName}>
          <Input id={f('last')} autoComplete="off" {...invalidProps(f('last'), errors.lastName)} {...register('lastName')} />
        </Field>
        <Field id={f('phone')} label="Phone" error={errors.phoneNumber}>
          <Input id={f('phone')} type="tel" inputMode="tel" placeholder={PHONE_MASK} {...invalidProps(f('phone'), errors.phoneNumber)} {...masked(register('phoneNumber'), maskPhone)} />
        </Field>
        <Field id={f('address1')} label="Address Line 1" error={errors.address1}>
          <Input id={f('address1')} {...invalidProps(f('address1'), errors.address1)} {...register('address1')} />
        </Field>
        <Field id={f('address2')} label="Address Line 2" error={errors.address2}>
          <Input id={f('address2')} {...invalidProps(f('address2'), errors.address2)} {...register('address2')} />
        </Field>
        <Field id={f('city')} label="City" error={errors.city}>
          <Input id={f('city')} {...invalidProps(f('city'), errors.city)} {...register('city')} />
        </Field>
        <Field id={f('state')} label="State" error={errors.stateCode}>
          <Select id={f('state')} {...invalidProps(f('state'), errors.stateCode)} {...register('stateCode')}>
            <option value="">Select State</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={f('zip')} label="Zip" error={errors.zipCode}>
          <Input id={f('zip')} inputMode="numeric" placeholder={ZIP_MASK} {...invalidProps(f('zip'), errors.zipCode)} {...masked(register('zipCode'), maskZip)} />
        </Field>
        {mode !== 'own' && modules && (
          <ModuleChoices id={f('modules')} modules={modules} superAdmin={role === 'SuperAdmin'}
            value={chosenModules ?? []}
            onChange={(next) => setValue('modules', next as UserFormValues['modules'], { shouldDirty: true })}
          />
        )}
      </FormGrid>
      {/* Spec 2 §2: the time zone travels with the form but is not shown. */}
      <input type="hidden" {...register('timeZone')} />
    </form>
  );
}
