import { MyAccountFrame } from '@/components/account/myaccount-frame';
import { myAccountMetadata } from '@/components/account/myaccount-metadata';
import { NotificationSettings } from '@/components/push/notification-settings';
import { MYACCOUNT_ROUTES, pathWithQuery } from '@/lib/myaccount';
import type { SearchParams } from '@/lib/search-params';
import { requireCustomer } from '@/server/account/myaccount';

export const dynamic = 'force-dynamic';

export const metadata = myAccountMetadata('Notifikasi');

/** Web push in My Account (issue 11, §4): this browser's notifications, on or off. */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireCustomer(pathWithQuery(MYACCOUNT_ROUTES.notifications, await searchParams));
  return (
    <MyAccountFrame
      current="notifications"
      title="Notifikasi"
      intro="Terima konfirmasi booking servis dan pesanan Kemudi sebagai notifikasi di browser Anda, walaupun halaman Kemudi sedang tidak dibuka. Pengaturan ini berlaku untuk setiap browser secara terpisah."
    >
      <NotificationSettings />
    </MyAccountFrame>
  );
}
