import { emailError, nameError, phoneError } from '@kemudi/domain/account';
import type { ContactDetail, ContactDetails } from './contact-block';

/** §5: the name and phone are required, the email optional but valid when given (the booking and checkout contact steps). */
export function contactErrors(values: ContactDetails): Partial<Record<ContactDetail, string>> {
  const errors: Partial<Record<ContactDetail, string>> = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  const phone = phoneError(values.phoneNumber);
  if (phone) errors.phoneNumber = phone;
  if (values.email.trim() !== '') {
    const email = emailError(values.email);
    if (email) errors.email = email;
  }
  return errors;
}
