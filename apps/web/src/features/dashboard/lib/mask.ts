/** "pat.jones@example.com" → "p*******s@example.com": enough to recognise, not to copy. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) {
    return maskMiddle(email);
  }
  return `${maskMiddle(email.slice(0, at))}${email.slice(at)}`;
}

/** Any US phone number → "(***) ***-1234". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `(***) ***-${digits.slice(-4)}` : '****';
}

function maskMiddle(text: string): string {
  if (text.length <= 2) {
    return `${text.charAt(0)}*`;
  }
  return `${text.charAt(0)}${'*'.repeat(text.length - 2)}${text.charAt(text.length - 1)}`;
}
