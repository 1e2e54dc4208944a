import { staffCalls } from '@kemudi/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { callApi } from '../../api';
import { setFlash } from '../../flash';
import { StaffForm, type StaffFormValues } from './form';

export function NewStaffPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: StaffFormValues) => callApi(staffCalls.create, { body: values }),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      setFlash(`${member.name} ditambahkan. Undangan untuk membuat kata sandi sudah dikirim ke ${member.email}.`);
      await navigate({ to: '/staf/$id', params: { id: member.id } });
    },
  });
  return (
    <section className="narrow">
      <p>
        <Link to="/staf">← Daftar staf</Link>
      </p>
      <h1>Tambah staf</h1>
      <p className="muted">Staf baru menerima email undangan untuk membuat kata sandi, lalu mengaktifkan aplikasi autentikator saat pertama kali masuk.</p>
      <StaffForm
        initial={{ name: '', email: '', role: 'service_advisor', branchIds: [] }}
        withEmail
        submitLabel="Tambah staf"
        pending={create.isPending}
        error={create.error}
        onSubmit={(values) => create.mutate(values)}
      />
    </section>
  );
}
