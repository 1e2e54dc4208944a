import { STAFF_ROLE_LABELS, STAFF_ROLES, roleNeedsBranches, type StaffRole } from '@kemudi/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../api';
import { CheckboxGroup, Notice, SelectField, SubmitButton, TextField } from '../../kit/form';
import { branchesQuery } from './queries';

export type StaffFormValues = { name: string; email: string; role: StaffRole; branchIds: number[] };

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

const ROLE_HINTS: Record<StaffRole, string> = {
  group_admin: 'Semua cabang, mengelola staf dan membaca log audit.',
  branch_manager: 'Semua antrean di cabang yang dipilih.',
  service_advisor: 'Servis bengkel, home service, body & paint, inspeksi dan suku cadang di cabang yang dipilih.',
  sales: 'Leads dan test drive di cabang yang dipilih: yang ditugaskan kepadanya dan yang belum ditugaskan.',
  content_editor: 'Konten situs; tanpa cabang.',
};

/** The staff form (create, or edit without the email): name, email, role and — where the role needs them — branches. */
export function StaffForm({
  initial,
  withEmail,
  submitLabel,
  pending,
  error,
  onSubmit,
  extra,
}: {
  initial: StaffFormValues;
  withEmail: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: StaffFormValues) => void;
  extra?: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [branchFilter, setBranchFilter] = useState('');
  const branches = useQuery(branchesQuery);
  const needsBranches = roleNeedsBranches(values.role);
  return (
    <form
      className="staff-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ ...values, branchIds: needsBranches ? values.branchIds : [] });
      }}
    >
      {error ? <Notice tone="error">{errorMessage(error)}</Notice> : null}
      <TextField label="Nama" autoComplete="off" required maxLength={100} value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      {withEmail ? (
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
          hint="Undangan untuk membuat kata sandi dikirim ke email ini (berlaku 72 jam)."
        />
      ) : null}
      <SelectField
        label="Peran"
        options={ROLE_OPTIONS}
        value={values.role}
        onChange={(e) => setValues({ ...values, role: e.target.value as StaffRole })}
        hint={ROLE_HINTS[values.role]}
      />
      {needsBranches ? (
        <CheckboxGroup
          legend="Cabang"
          hint={values.branchIds.length > 0 ? `${values.branchIds.length} cabang dipilih.` : 'Pilih setidaknya satu cabang.'}
          options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name, detail: b.city }))}
          value={values.branchIds}
          onChange={(branchIds) => setValues({ ...values, branchIds })}
          filterLabel="Cari cabang"
          filter={branchFilter}
          onFilter={setBranchFilter}
        />
      ) : null}
      {extra}
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
