import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { assessmentProblems } from '../../src/client/features/practitioner/consultation/assessment-problems.ts';
import { refusalTextWith } from '../../src/client/features/practitioner/consultation/refusal-text.ts';
import { en } from '../../src/client/i18n/locales/en.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';
import { translatorOf, type ParsedMessages } from '../../src/client/i18n/use-t.ts';
import { ApiError } from '../../src/client/lib/api.ts';

function translator(locale: string, catalogue: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)])) as ParsedMessages;
  return translatorOf({ locale, messages });
}
const T = { en: translator('en', en), zh: translator('zh', zh) };

/*
 * Exploratory test (practitioner, Chinese): a pulse rate of 200 showed its message under the field,
 * yet Analyze and Save sent it, and the server's refusal reached the practitioner as zod's English
 * ('Too big: expected number to be <=120').
 */
describe("the consultation's findings the API would refuse", () => {
  it('are found before sending, by field in the form’s order, in the reader’s language', () => {
    const problems = assessmentProblems({ pulse: { rate: 200, notes: 'x'.repeat(4001) }, symptoms: 'tired' }, T.zh);
    expect([...problems.keys()]).toEqual(['pulse-rate', 'pulse-notes']);
    expect(problems.get('pulse-rate')).toBe('脉率必须在 40 到 120 之间。');
    expect(problems.get('pulse-notes')).toBe('最多 4000 个字符');
    expect(assessmentProblems({ pulse: { rate: -5 } }, T.en).get('pulse-rate')).toBe('Pulse rate must be between 40 and 120.');
  });

  it('are none for findings the API accepts', () => {
    expect(assessmentProblems({ pulse: { rate: 84, overallQuality: 'wiry' }, symptoms: 'tired' }, T.zh).size).toBe(0);
    expect(assessmentProblems({}, T.zh).size).toBe(0);
  });
});

describe("the API's refusal of an analysis or a save", () => {
  const refusal = (message: string, errors?: { field: string; message: string }[]) =>
    new ApiError(400, `400: ${JSON.stringify({ message, errors })}`, message, errors);

  it("names the field in the reader's language, never zod's English", () => {
    const tooBig = 'Too big: expected number to be <=120';
    const text = refusalTextWith(
      T.zh,
      refusal(tooBig, [{ field: 'manualAssessment.pulse.rate', message: tooBig }]),
      'session.notSaved.fallback',
    );
    expect(text).toBe('脉率必须在 40 到 120 之间。');
  });

  it('says that entries were not accepted when the field is not one the form names, and keeps our own messages', () => {
    const other = refusalTextWith(
      T.zh,
      refusal('Invalid option: expected one of "a"|"b"', [
        { field: 'manualAssessment.tongue.signs.0', message: 'Invalid option' },
      ]),
      'session.notSaved.fallback',
    );
    expect(other).toBe(zh['session.invalidEntries']);
    expect(refusalTextWith(T.zh, refusal('Invalid characters'), 'session.notSaved.fallback')).toBe(zh['api.invalidCharacters']);
    expect(refusalTextWith(T.zh, refusal('Unexpected end of JSON input'), 'session.notSaved.fallback')).toBe(
      zh['session.invalidEntries'],
    );
  });

  it('leaves other failures to the server message or the fallback', () => {
    expect(refusalTextWith(T.zh, new ApiError(500, '500: {}', 'Internal server error'), 'session.notSaved.fallback')).toBe(
      zh['api.internal'],
    );
    expect(refusalTextWith(T.zh, new TypeError(''), 'session.notSaved.fallback')).toBe(zh['session.notSaved.fallback']);
  });
});
