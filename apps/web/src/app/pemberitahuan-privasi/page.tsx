import type { Metadata } from 'next';
import { StaticPageView } from '@/components/editorial/static-page-view';
import { pageMetadata } from '@/lib/metadata';
import { loadStaticPage } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/home';

export const dynamic = 'force-dynamic';

const PATH = '/pemberitahuan-privasi';

export async function generateMetadata(): Promise<Metadata> {
  const [page, origin] = await Promise.all([loadStaticPage('pemberitahuan-privasi'), loadSiteOrigin()]);
  return pageMetadata({ title: page.title, description: page.description, path: PATH, origin });
}

export default async function PrivacyPage() {
  const [page, origin] = await Promise.all([loadStaticPage('pemberitahuan-privasi'), loadSiteOrigin()]);
  return <StaticPageView page={page} path={PATH} origin={origin} keywords={["pemberitahuan privasi", "data pribadi", "Kemudi Toyota"]} toc />;
}
