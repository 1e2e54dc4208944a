import type { Metadata } from 'next';
import { contentPageMetadata } from '@/components/editorial/content-page';
import { StaticContentPage } from '@/components/editorial/static-page-view';
import { loadContentPage } from '@/server/editorial';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('pemberitahuan-privasi', await loadContentPage('pemberitahuan-privasi'));
}

export default async function PrivacyPage() {
  const content = await loadContentPage('pemberitahuan-privasi');
  return <StaticContentPage pageId="pemberitahuan-privasi" {...content} keywords={['pemberitahuan privasi', 'data pribadi', 'Kemudi Toyota']} toc />;
}
