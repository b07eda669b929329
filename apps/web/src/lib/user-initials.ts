/** Two capitals for an avatar without a picture: 'Ada Lovelace' → 'AL' (else the e-mail's first letter). */
export function userInitials(user: { firstName: string; lastName: string; email: string }): string {
  const letters = [user.firstName, user.lastName]
    .map((name) => firstLetter(name.trim()))
    .filter((letter) => letter !== '');
  if (letters.length > 0) return letters.join('').toLocaleUpperCase();
  return firstLetter(user.email).toLocaleUpperCase() || '?';
}

/** The first user-perceived character, so an accented or emoji-led name is not cut in half. */
function firstLetter(text: string): string {
  const [first] = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text));
  return first?.segment ?? '';
}
