import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { QUALITY_REFUSALS, type QualityRefusalCode } from '../../src/contract/messages.ts';
import { messageTextWith, photoRefusalTextWith } from '../../src/client/i18n/contract-messages.ts';
import { en } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';
import { translatorOf, type ParsedMessages } from '../../src/client/i18n/use-t.ts';
import { analyseOnDevice } from '../../src/engine/analysis/on-device.ts';
import { QUALITY_REASONS, type RgbImage } from '../../src/engine/tongue/index.ts';

/** The interface's translator over a whole catalogue, as a page that waits for every part has it. */
function translator(locale: string, catalogue: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)])) as ParsedMessages;
  return translatorOf({ locale, messages });
}

const T = { en: translator('en', en), es: translator('es', es), zh: translator('zh', zh) };
const CODES = Object.keys(QUALITY_REFUSALS) as QualityRefusalCode[];

/** A frame under strongly coloured (orange) light: the quality gate refuses its colour cast. */
function orangeFrame(): RgbImage {
  const width = 320;
  const height = 240;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = 120 + (((i % width) * 7 + Math.floor(i / width) * 3) % 60);
    data.set([Math.min(255, v + 90), Math.round(v * 0.6), Math.round(v * 0.15), 255], i * 4);
  }
  return { width, height, channels: 4, data };
}

describe('a photo the quality gate refused, in the reader’s language', () => {
  it('is the reason the engine gives, code for code', () => {
    expect(QUALITY_REASONS).toEqual(QUALITY_REFUSALS);
  });

  it.each(CODES)('%s: stays as written in English', (code) => {
    expect(photoRefusalTextWith(T.en, QUALITY_REFUSALS[code], code)).toBe(QUALITY_REFUSALS[code]);
    expect(messageTextWith(T.en, QUALITY_REFUSALS[code])).toBe(QUALITY_REFUSALS[code]);
  });

  it.each(CODES.flatMap((code) => (['es', 'zh'] as const).map((locale) => [locale, code] as const)))(
    '%s: %s is translated by its code (check-in answer, privacy mode) and by its text (practitioner note)',
    (locale, code) => {
      const english = QUALITY_REFUSALS[code];
      const byCode = photoRefusalTextWith(T[locale], english, code);
      expect(byCode).not.toBe(english);
      expect(byCode.length).toBeGreaterThan(10);
      // The code wins over the text: the same translation whatever text came with it.
      expect(photoRefusalTextWith(T[locale], 'some other words', code)).toBe(byCode);
      expect(messageTextWith(T[locale], english)).toBe(byCode);
      // The practitioner's note is one part of a longer message: that one reads wholly translated.
      expect(T[locale]('analysis.imageNote', { note: messageTextWith(T[locale], english) })).not.toContain(english);
    },
  );

  it('shows the strongly coloured photo of the report in Spanish and Chinese', () => {
    const refused = analyseOnDevice(orangeFrame(), 'es');
    expect(refused).toMatchObject({ ok: false, code: 'colour-cast' });
    if (refused.ok) return;
    expect(photoRefusalTextWith(T.es, refused.reason, refused.code)).toBe(
      'La luz tiene un color demasiado marcado para juzgar el color de la lengua: toma la foto con luz de día o bajo una luz blanca.',
    );
    expect(messageTextWith(T.zh, refused.reason)).toBe('光线颜色太重，无法判断舌色——请在日光或白光下拍摄。');
  });

  it('leaves a code that is not the gate’s to the text', () => {
    expect(photoRefusalTextWith(T.es, 'The image is larger than 15 MB. Please upload a smaller photo.', 'too_big')).toBe(
      es['api.imageTooManyBytes'],
    );
    expect(photoRefusalTextWith(T.es, 'Something else', 'constructor')).toBe('Something else');
  });
});
