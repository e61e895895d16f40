import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { profileUpdateForm, userCreateForm, userUpdateForm } from '../../../contract/users/forms';
import type { UserFormMode, UserFormValues } from './userForm';

/** The user form's rules (zod) in a module of their own: UserFormModal downloads it on the form's first validation. */
export const formSchemaFor = (mode: UserFormMode) =>
  mode === 'create' ? userCreateForm : mode === 'update' ? userUpdateForm : profileUpdateForm;

export const resolverFor = (mode: UserFormMode) => zodResolver(formSchemaFor(mode)) as unknown as Resolver<UserFormValues>;
