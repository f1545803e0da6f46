import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { PractitionerRegisterSchema, UserRegisterSchema } from '../../src/contract/auth.ts';
import { PatientFormSchema } from '../../src/contract/practitioner.ts';
import { messageTextWith } from '../../src/client/i18n/contract-messages.ts';
import { en } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';
import { translatorOf, type ParsedMessages } from '../../src/client/i18n/use-t.ts';

function translator(locale: string, catalogue: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)])) as ParsedMessages;
  return translatorOf({ locale, messages });
}

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/*
 * A field given more than it holds says so, in the reader's language; before, a 500-character
 * first name was told 'First name is required' (exploratory test).
 */
describe('a text longer than its field', () => {
  it('is told it is too long, not that it is missing', () => {
    const long = 'x'.repeat(500);
    expect(
      issuesOf(UserRegisterSchema.safeParse({ username: 'ana', email: 'a@b.co', password: 'password-1', firstName: long })),
    ).toEqual({
      firstName: 'Must be at most 100 characters',
    });
    expect(
      issuesOf(
        UserRegisterSchema.safeParse({ username: 'u'.repeat(200), email: 'a@b.co', password: 'password-1', firstName: 'Ana' }),
      ),
    ).toEqual({
      username: 'Must be at most 50 characters',
    });
    const practitioner = PractitionerRegisterSchema.safeParse({
      firstName: long,
      lastName: 'Lin',
      email: 'a@b.co',
      username: 'meilin',
      password: 'password-1',
      licenseNumber: 'L-1',
    });
    expect(issuesOf(practitioner)).toEqual({ firstName: 'Must be at most 100 characters' });
    // An empty field is still told it is required.
    expect(
      issuesOf(UserRegisterSchema.safeParse({ username: 'ana', email: 'a@b.co', password: 'password-1', firstName: '' })),
    ).toEqual({
      firstName: 'First name is required',
    });
    const patient = issuesOf(PatientFormSchema.safeParse({ firstName: long, chiefComplaint: 'c'.repeat(6000) }));
    expect(patient.firstName).toMatch(/^Must be at most \d+ characters$/);
    expect(patient.chiefComplaint).toMatch(/^Must be at most \d+ characters$/);
  });

  it('reads in Spanish and Chinese with the number', () => {
    expect(messageTextWith(translator('en', en), 'Must be at most 100 characters')).toBe('Must be at most 100 characters');
    expect(messageTextWith(translator('es', es), 'Must be at most 100 characters')).toBe('Debe tener como máximo 100 caracteres');
    expect(messageTextWith(translator('zh', zh), 'Must be at most 100 characters')).toBe('最多 100 个字符');
  });
});

describe('free text PostgreSQL cannot store', () => {
  it('is refused for a NUL or a lone surrogate, while any paired character passes', () => {
    const parse = (firstName: string) =>
      UserRegisterSchema.safeParse({ username: 'ana', email: 'a@b.co', password: 'password-1', firstName });
    expect(issuesOf(parse('A\u0000'))).toEqual({ firstName: 'Invalid characters' });
    expect(issuesOf(parse('A\uD800'))).toEqual({ firstName: 'Invalid characters' });
    expect(issuesOf(parse('\uDC00B'))).toEqual({ firstName: 'Invalid characters' });
    expect(parse('Ana 😀 李明华 Núñez').success).toBe(true);
  });
});
