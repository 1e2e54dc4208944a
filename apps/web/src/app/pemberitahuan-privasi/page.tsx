import type { Metadata } from 'next';
import { contentPageMetadata } from '@/components/editorial/content-page';
import { StaticContentPage } from '@/components/editorial/static-page-view';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('pemberitahuan-privasi');
}

export default function PrivacyPage() {
  return <StaticContentPage pageId="pemberitahuan-privasi" keywords={['pemberitahuan privasi', 'data pribadi', 'Kemudi Toyota']} toc />;
}
