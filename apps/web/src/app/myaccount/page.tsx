import { redirect } from 'next/navigation';
import { MYACCOUNT_ROUTES } from '@/lib/myaccount';

/** /myaccount has no page of its own: the overview is the account's home (a guest is then sent to login from there). */
export default function MyAccountIndex(): never {
  redirect(MYACCOUNT_ROUTES.overview);
}
