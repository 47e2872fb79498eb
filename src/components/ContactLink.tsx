import { Link } from '@mui/material';

/** A published contact: an e-mail address links with mailto:, a phone number with tel:. */
export function ContactLink({ contact }: { contact: string }) {
  if (/^[^\s@]+@[^\s@]+$/.test(contact)) return <Link href={`mailto:${contact}`}>{contact}</Link>;
  if (/^\+?[\d\s().-]{6,}$/.test(contact)) {
    return <Link href={`tel:${contact.replace(/[^\d+]/g, '')}`}>{contact}</Link>;
  }
  return <>{contact}</>;
}
