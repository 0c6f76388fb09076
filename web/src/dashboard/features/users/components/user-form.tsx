import { SelectField, TextField, CheckboxField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { ROLE_LABEL } from '@/dashboard/texts';
import { type AdminUser, useCreateUser, useUpdateUser } from '../api/users';
import { USER_TEXTS as U } from '../texts';

const ROLE_OPTIONS = [
  { value: 'OWNER', label: ROLE_LABEL.OWNER },
  { value: 'ADMIN', label: ROLE_LABEL.ADMIN },
] as const;

/** Create (no `user`) or edit a user; the password is required only when creating. */
export function UserForm({ user, onClose }: { user?: AdminUser; onClose(): void }) {
  const create = useCreateUser(onClose);
  const update = useUpdateUser(onClose);
  const form = useForm(
    {
      firstName: user?.UserDetail.firstName ?? '',
      lastName: user?.UserDetail.lastName ?? '',
      email: user?.email ?? '',
      phone: user?.UserDetail.phone ?? '',
      role: user?.role ?? 'OWNER',
      password: '',
      active: user?.active ?? true,
    },
    (v) => ({
      firstName: firstError(rules.required(v.firstName), rules.maxLength(v.firstName, 80)),
      lastName: firstError(rules.required(v.lastName), rules.maxLength(v.lastName, 80)),
      email: firstError(rules.required(v.email), rules.email(v.email)),
      phone: /^[0-9+() -]*$/.test(v.phone) ? rules.maxLength(v.phone, 30) : U.phoneInvalid,
      password: user
        ? rules.minLength(v.password, 8)
        : firstError(rules.required(v.password), rules.minLength(v.password, 8)),
    }),
  );
  const pending = create.isPending || update.isPending;
  const submit = form.handleSubmit((v) => {
    const common = {
      email: v.email.trim(),
      role: v.role,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      phone: v.phone.trim() === '' ? null : v.phone.trim(),
    };
    if (user) update.mutate({ id: user.id, body: { ...common, ...(v.password ? { password: v.password } : {}) } });
    else create.mutate({ ...common, password: v.password, active: v.active });
  });
  return (
    <FormModal title={user ? U.editUser : U.newUser} onClose={onClose} onSubmit={submit} pending={pending}>
      <div className="adm-form-grid">
        <TextField label={U.firstName} required autoComplete="off" field={form.field('firstName')} />
        <TextField label={U.lastName} required autoComplete="off" field={form.field('lastName')} />
        <TextField label={U.email} type="email" required autoComplete="off" field={form.field('email')} />
        <TextField label={U.phone} type="tel" field={form.field('phone')} />
        <SelectField label={U.role} required options={ROLE_OPTIONS} field={form.field('role')} />
        <TextField
          label={user ? U.newPassword : U.password}
          type="password"
          autoComplete="new-password"
          required={!user}
          hint={user ? U.newPasswordHint : U.passwordHint}
          field={form.field('password')}
        />
        {user ? null : <CheckboxField label={U.activeOnCreate} field={form.field('active')} />}
      </div>
    </FormModal>
  );
}
