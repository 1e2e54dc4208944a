import { NOT_POST, submitContact } from '@/server/leads';

/*
 * /hubungi-kami's contact form (issue 13): topic, name, email, phone, province, city, optional
 * attachment and question → leadCalls.contact with the page's X-Captcha → the ticket number. A
 * lead like the others: POST only (§5), §8's 500 fallback in Indonesian, §9's 70 000 ms.
 */

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return submitContact(request);
}

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = NOT_POST;
