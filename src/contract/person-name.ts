/*
 * How a person's name is written. A name in Chinese, Japanese or Korean script is written
 * surname first with no space (李明华, not '明华 李'); any other name as given name, space,
 * surname, as the SPEC's screens show it ('Mei Lin').
 */

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

const isEastAsian = (first: string, last: string) =>
  first !== '' && last !== '' && EAST_ASIAN.test(first) && EAST_ASIAN.test(last);

/** The full name: '李明华' or 'Mei Lin'. */
export function personName({ firstName, lastName }: Named): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (isEastAsian(first, last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

/** The letters of an avatar: the surname's first character for '李明华' (李), 'ML' for 'Mei Lin'. */
export function nameInitials({ firstName, lastName }: Named): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (isEastAsian(first, last)) return [...last][0];
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toUpperCase();
}

/**
 * The name a title goes with ('Dr. {name}', '{name}医师'): the surname of a name in Chinese,
 * Japanese or Korean script (王 for 王一: a title never goes with a given name there), else the
 * given name, as the SPEC's login toast greets ('Welcome back, Dr. Mei').
 */
export function titledName({ firstName, lastName }: Named): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (isEastAsian(first, last)) return last;
  return first || last;
}
