import { staffPromoCalls } from '@kemudi/domain/contracts/staff-promos';
import { wibLocalOf } from '@kemudi/domain/promo-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi } from '../../api';
import { setFlash } from '../../flash';
import { PromoForm, type PromoFormValues } from './form';

const DAY_MS = 86_400_000;

/** A new promo starts as a draft: from the next full hour, for a month, national. */
function blankPromo(now: number): PromoFormValues {
  const start = Math.ceil(now / 3_600_000) * 3_600_000;
  return {
    slug: '',
    title: '',
    summary: '',
    body: '',
    category: 'Mobil Baru',
    terms: [],
    isHero: false,
    heroColor: '#d7000f',
    startsAt: wibLocalOf(new Date(start)),
    endsAt: wibLocalOf(new Date(start + 30 * DAY_MS)),
    cityIsocodes: [],
    branchSlugs: [],
    imageId: null,
  };
}

export function NewPromoPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => blankPromo(Date.now()));
  const create = useMutation({
    mutationFn: (values: PromoFormValues) => callApi(staffPromoCalls.create, { body: values }),
    onSuccess: async (promo) => {
      await queryClient.invalidateQueries({ queryKey: ['promos'] });
      setFlash(`Promo "${promo.title}" disimpan sebagai draf. Periksa pratinjaunya, lalu tayangkan.`);
      await navigate({ to: '/promo/$slug', params: { slug: promo.slug } });
    },
  });
  return (
    <section className="narrow">
      <p>
        <Link to="/promo">← Daftar promo</Link>
      </p>
      <h1>Buat promo</h1>
      <PromoForm initial={initial} withSlug submitLabel="Simpan draf" pending={create.isPending} error={create.error} onSubmit={(values) => create.mutate(values)} />
    </section>
  );
}
