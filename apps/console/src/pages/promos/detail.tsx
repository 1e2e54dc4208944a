import { staffPromoCalls, type PreviewCard, type StaffPromo } from '@kemudi/domain/contracts/staff-promos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime } from '../../format';
import { DetailLayout, PublishToggle } from '../../kit/detail';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice, SelectField } from '../../kit/form';
import { PromoStatusBadge } from './badges';
import { PromoForm, type PromoFormValues } from './form';
import { promoDetailQuery, promoTargetsQuery } from './queries';

const route = getRouteApi('/_app/promo/$slug');

const formValuesOf = (p: StaffPromo): PromoFormValues => ({
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  body: p.body,
  category: p.category as PromoFormValues['category'],
  terms: p.terms,
  isHero: p.isHero,
  heroColor: p.heroColor,
  startsAt: p.startsAtWib,
  endsAt: p.endsAtWib,
  cityIsocodes: p.cityIsocodes,
  branchSlugs: p.branchSlugs,
  imageId: p.imageId,
});

/**
 * One promo: status and the buttons to publish or unpublish, the form, the preview and its history.
 * The return type is written out: inferred, it made the router's types circular (every route's
 * params then read as `any`).
 */
export function PromoDetailPage(): ReactElement {
  const { slug } = route.useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(promoDetailQuery(slug));
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['promos'] });
  };
  const save = useMutation({
    mutationFn: (values: PromoFormValues) => callApi(staffPromoCalls.update, { params: { slug }, body: values }),
    onSuccess: async () => {
      setFlash('Perubahan promo disimpan.');
      await refresh();
    },
  });
  const publish = useMutation({
    mutationFn: (on: boolean) => callApi(on ? staffPromoCalls.publish : staffPromoCalls.unpublish, { params: { slug }, body: {} }),
    onSuccess: async (promo) => {
      setFlash(promo.state === 'published' ? `Promo ditayangkan (${promo.status === 'live' ? 'tayang sekarang' : 'terjadwal'}).` : 'Promo tidak ditayangkan lagi.');
      await refresh();
    },
  });

  if (detail.isPending) return <p className="muted">Memuat…</p>;
  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  const promo = detail.data;
  const published = promo.state === 'published';
  return (
    <>
      <p>
        <Link to="/promo">← Daftar promo</Link>
      </p>
      <FlashNotice />
      {publish.error ? <Notice tone="error">{errorMessage(publish.error)}</Notice> : null}
      <DetailLayout
        title={promo.title}
        subtitle={<a href={promo.url}>{promo.url}</a>}
        badges={
          <>
            <PromoStatusBadge status={promo.status} />
            {promo.isHero ? <span className="badge badge-info">Hero beranda</span> : null}
          </>
        }
        actions={<PublishToggle published={published} pending={publish.isPending} onChange={(on) => publish.mutate(on)} />}
        facts={[
          { label: 'Mulai', value: formatDateTime(promo.startsAt) },
          { label: 'Selesai', value: formatDateTime(promo.endsAt) },
          { label: 'Kategori', value: promo.category },
          { label: 'Diubah', value: formatDateTime(promo.updatedAt) },
        ]}
        timeline={promo.timeline}
      >
        <PromoPreview promo={promo} />
        <section className="edit-box" aria-labelledby="edit-title">
          <h2 id="edit-title">Ubah promo</h2>
          {published ? <p className="muted">Promo ini sudah ditayangkan: perubahan langsung tampil di situs.</p> : null}
          <PromoForm
            key={promo.updatedAt}
            initial={formValuesOf(promo)}
            withSlug={false}
            submitLabel="Simpan perubahan"
            pending={save.isPending}
            error={save.error}
            onSubmit={(values) => save.mutate(values)}
          />
        </section>
      </DetailLayout>
    </>
  );
}

/**
 * How the home hero and /promosi look to a visitor of the chosen city (the API's preview call:
 * the same reach as the site, with this promo shown as if it were published).
 */
function PromoPreview({ promo }: { promo: StaffPromo }) {
  const targets = useQuery(promoTargetsQuery);
  const [city, setCity] = useState(promo.cityIsocodes[0] ?? '0080');
  const preview = useQuery({
    queryKey: ['promos', 'preview', promo.slug, city, promo.updatedAt],
    queryFn: () => callApi(staffPromoCalls.preview, { query: { city, slug: promo.slug, ...(promo.status === 'scheduled' ? { at: promo.startsAtWib } : {}) } }),
  });
  return (
    <section className="edit-box" aria-labelledby="preview-title">
      <h2 id="preview-title">Pratinjau sebagai pengunjung</h2>
      <SelectField
        label="Kota pengunjung"
        value={city}
        options={(targets.data?.cities ?? [{ isocode: city, name: city }]).map((c) => ({ value: c.isocode, label: c.name }))}
        onChange={(e) => setCity(e.target.value)}
      />
      {preview.isError ? <Notice tone="error">{errorMessage(preview.error)}</Notice> : null}
      {preview.data ? (
        <>
          <p className="muted">
            Situs untuk pengunjung di {preview.data.city.name} pada {formatDateTime(preview.data.at)}
            {promo.state === 'published' ? '' : ' (promo ini ditampilkan seolah sudah tayang)'}.
          </p>
          <h3>Hero beranda</h3>
          <PreviewCards cards={preview.data.hero} label={`Hero beranda untuk ${preview.data.city.name}`} empty="Belum ada promo saat ini" />
          <h3>Halaman /promosi</h3>
          <PreviewCards cards={preview.data.list} label={`Promo di ${preview.data.city.name}`} empty="Tidak ada promo di kota ini." />
        </>
      ) : null}
    </section>
  );
}

function PreviewCards({ cards, label, empty }: { cards: PreviewCard[]; label: string; empty: string }) {
  if (cards.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.slug} className={card.isPreviewed ? 'card card-previewed' : 'card'}>
          {card.imageUrl ? (
            <img className="promo-image" src={card.imageUrl} alt="" />
          ) : (
            <div className="promo-drawn" style={{ background: card.heroColor }} aria-hidden="true">
              {card.title}
            </div>
          )}
          <h4>{card.title}</h4>
          <p className="muted">{card.summary}</p>
          {card.isPreviewed ? <span className="badge badge-info">Promo ini</span> : null}
        </li>
      ))}
    </ul>
  );
}
