import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/contract/api-messages.ts';
import { en } from '../../src/client/i18n/locales/en.ts';
import { es } from '../../src/client/i18n/locales/es.ts';
import { zh } from '../../src/client/i18n/locales/zh.ts';

const CATALOGUES = { es, zh } as const;
const ids = Object.keys(en).sort();

/** The argument names a message uses ({name}, {count, plural, ...}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(el.value);
      argumentsOf(el.children, into);
    }
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full.includes(`${path.sep}locales`) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('interface catalogues', () => {
  it.each(Object.entries(CATALOGUES))('%s holds exactly the English ids', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(ids);
  });

  it.each(Object.entries({ en, ...CATALOGUES }))('every %s message is valid ICU with the English arguments', (_, catalogue) => {
    for (const id of ids) {
      const text = (catalogue as Record<string, string>)[id] ?? '';
      expect(text.trim(), id).not.toBe('');
      const args = [...argumentsOf(parse(text))].sort();
      expect(args, id).toEqual([...argumentsOf(parse((en as Record<string, string>)[id] ?? ''))].sort());
    }
  });

  it('every id is used by the interface (directly, or by a key built from a known prefix)', () => {
    const source = sourceFiles('src/client')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // Keys built at run time: `gender.${g}`, `enum.${field}.${v}`, `api.${key}` ...
    const prefixes = [...source.matchAll(/`([a-zA-Z.]+\.)\$\{/g)].map((m) => m[1] ?? '');
    const unused = ids.filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`) && !prefixes.some((p) => id.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it('keeps the SPEC English texts exactly', () => {
    expect(en['login.title']).toBe('MTC Health Login');
    expect(en['login.validation.detail']).toBe('Please enter username and password');
    expect(en['home.checkIn.title']).toBe("Ready for today's check-in?");
    expect(en['results.report.done.detail']).toBe('Your comprehensive TCM report has been downloaded');
    expect(en['history.analyses.empty']).toBe('No analysis history yet');
    expect(en['patients.searchPlaceholder']).toBe('Search patients by name or chief complaint...');
    expect(en['session.analyzing']).toBe('Uploading & Analyzing...');
    expect(en['app.notFound.title']).toBe('404 Page Not Found');
    // The SPEC's camera modal is Spanish in the English interface.
    expect(en['camera.title']).toBe('Capturar Imagen de Lengua');
    for (const [key, text] of Object.entries(API_MESSAGES)) expect(en[`api.${key}` as keyof typeof en]).toBe(text);
  });

  it.each(Object.entries(CATALOGUES))('%s translates every contract and server message', (_, catalogue) => {
    const untranslated = Object.keys(API_MESSAGES).filter(
      (key) => catalogue[`api.${key}` as keyof typeof catalogue] === API_MESSAGES[key as keyof typeof API_MESSAGES],
    );
    expect(untranslated).toEqual([]);
  });
});

describe('server messages', () => {
  it('every message of an image upload is one the interface translates', async () => {
    const { IMAGE_MESSAGES } = await import('../../src/server/storage/normalise-image.ts');
    const known = new Set<string>(Object.values(API_MESSAGES));
    expect(Object.values(IMAGE_MESSAGES).filter((m) => !known.has(m))).toEqual([]);
  });
});
